// generated from contracts/ — do not edit
// datetime-intervals-merge@1.0.0

export interface DatetimeIntervalsMergeInput {
intervals: {
/**
 * RFC 3339 date-time, included
 */
start: string
/**
 * RFC 3339 date-time, excluded
 */
end: string
}[]
/**
 * also join intervals that only touch
 */
merge_adjacent?: boolean
/**
 * render the merged bounds in this offset (Z or +-HH:MM) instead of as written
 */
output_offset?: string
}

export interface DatetimeIntervalsMergeOutput {
/**
 * @maxItems 10000
 */
merged: {
start: string
end: string
/**
 * @maxItems 10000
 */
sources: number[]
}[]
count: number
total_seconds: string
/**
 * @maxItems 10000
 */
empty: number[]
}

export type Input = DatetimeIntervalsMergeInput;
export type Output = DatetimeIntervalsMergeOutput;

/** The contract's named limits. */
export const limits = {
  "max_intervals": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
