// generated from contracts/ — do not edit
// date-iso-week@1.0.0

export interface DateIsoWeekInput {
/**
 * calendar date YYYY-MM-DD, years 0001-9999
 */
date: string
}

export interface DateIsoWeekOutput {
week_year: number
week: number
weekday: number
week_date: string
week_date_basic: string
week_start: string
}

export type Input = DateIsoWeekInput;
export type Output = DateIsoWeekOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
