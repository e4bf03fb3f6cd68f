// generated from contracts/ — do not edit
// date-business-day-adjust@1.0.0

export interface DateBusinessDayAdjustInput {
/**
 * the date to adjust YYYY-MM-DD
 */
date: string
/**
 * business day convention (ISDA 2006 section 4.12)
 */
convention?: ("following" | "modified_following" | "preceding" | "modified_preceding")
/**
 * ISO weekdays that are not business days (Monday 1 ... Sunday 7)
 * 
 * @maxItems 7
 */
weekend?: []|[number]|[number, number]|[number, number, number]|[number, number, number, number]|[number, number, number, number, number]|[number, number, number, number, number, number]|[number, number, number, number, number, number, number]
/**
 * non-business dates YYYY-MM-DD; the schema bound is what a 256 KiB request can hold, the tool's own max_holidays (limit_exceeded) is smaller
 * 
 * @maxItems 20000
 */
holidays?: string[]
}

export interface DateBusinessDayAdjustOutput {
date: string
adjusted: boolean
days_moved: number
convention: ("following" | "modified_following" | "preceding" | "modified_preceding")
}

export type Input = DateBusinessDayAdjustInput;
export type Output = DateBusinessDayAdjustOutput;

/** The contract's named limits. */
export const limits = {
  "max_holidays": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
