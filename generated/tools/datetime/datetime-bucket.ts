// generated from contracts/ — do not edit
// datetime-bucket@1.0.0

export interface DatetimeBucketInput {
datetimes: string[]
unit: ("minute" | "hour" | "day" | "week" | "month" | "quarter" | "year")
/**
 * units per bucket: minute 1-60 dividing 60, hour dividing 24, month dividing 12, else 1
 */
step?: number
offset?: string
/**
 * ISO weekday on which week buckets start (Monday 1 ... Sunday 7)
 */
week_start?: number
/**
 * also list the empty buckets between the first and the last
 */
include_empty?: boolean
}

export interface DatetimeBucketOutput {
/**
 * @maxItems 10000
 */
item_buckets: string[]
/**
 * @maxItems 10000
 */
buckets: {
start: string
end: (string | null)
label: string
count: number
/**
 * @maxItems 10000
 */
items: number[]
}[]
bucket_count: number
}

export type Input = DatetimeBucketInput;
export type Output = DatetimeBucketOutput;

/** The contract's named limits. */
export const limits = {
  "max_datetimes": 10000,
  "max_buckets": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
