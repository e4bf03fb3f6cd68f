// generated from contracts/ — do not edit
// date-business-days-count@1.0.0

export interface DateBusinessDaysCountInput {
/**
 * first date YYYY-MM-DD
 */
start: string
/**
 * last date YYYY-MM-DD
 */
end: string
/**
 * whether the start date itself is counted
 */
include_start?: boolean
/**
 * whether the end date itself is counted
 */
include_end?: boolean
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

export interface DateBusinessDaysCountOutput {
business_days: number
days_in_range: number
weekend_days: number
holidays_excluded: number
}

export type Input = DateBusinessDaysCountInput;
export type Output = DateBusinessDaysCountOutput;

/** The contract's named limits. */
export const limits = {
  "max_holidays": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
