// generated from contracts/ — do not edit
// date-range-expand@1.0.0

export interface DateRangeExpandInput {
start: string
end: string
step?: string
end_of_month?: ("clamp" | "skip" | "reject")
include_end?: boolean
}

export interface DateRangeExpandOutput {
/**
 * @maxItems 10000
 */
dates: string[]
count: number
}

export type Input = DateRangeExpandInput;
export type Output = DateRangeExpandOutput;

/** The contract's named limits. */
export const limits = {
  "max_dates": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
