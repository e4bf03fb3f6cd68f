// generated from contracts/ — do not edit
// date-add-business-days@1.0.0

export interface DateAddBusinessDaysInput {
/**
 * start date YYYY-MM-DD (not counted)
 */
date: string
/**
 * business days to add; negative goes backwards
 */
days: number
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

export interface DateAddBusinessDaysOutput {
date: string
weekday: number
calendar_days: number
holidays_skipped: number
}

export type Input = DateAddBusinessDaysInput;
export type Output = DateAddBusinessDaysOutput;

/** The contract's named limits. */
export const limits = {
  "max_holidays": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
