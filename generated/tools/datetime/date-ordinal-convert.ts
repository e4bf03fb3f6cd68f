// generated from contracts/ — do not edit
// date-ordinal-convert@1.0.0

export interface DateOrdinalConvertInput {
/**
 * calendar date YYYY-MM-DD, years 0001-9999
 */
date?: string
/**
 * ordinal date YYYY-DDD or YYYYDDD
 */
ordinal_date?: string
}

export interface DateOrdinalConvertOutput {
date: string
ordinal_date: string
ordinal_date_basic: string
year: number
day_of_year: number
days_in_year: number
days_remaining: number
}

export type Input = DateOrdinalConvertInput;
export type Output = DateOrdinalConvertOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
