// generated from contracts/ — do not edit
// date-from-iso-week@1.0.0

export interface DateFromIsoWeekInput {
/**
 * ISO week-year 1-9999
 */
week_year: number
/**
 * ISO week number 1-53
 */
week: number
/**
 * ISO weekday, Monday 1 ... Sunday 7 (default 1)
 */
weekday?: number
}

export interface DateFromIsoWeekOutput {
date: string
week_date: string
week_start: string
week_end: (string | null)
}

export type Input = DateFromIsoWeekInput;
export type Output = DateFromIsoWeekOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
