// generated from contracts/ — do not edit
// date-fiscal-period@1.0.0

export interface DateFiscalPeriodInput {
/**
 * calendar date YYYY-MM-DD
 */
date: string
/**
 * month the fiscal year starts in (10 = October)
 */
start_month?: number
/**
 * day of start_month the fiscal year starts on (6 for the UK tax year)
 */
start_day?: number
/**
 * name a fiscal year by the calendar year it ends (end) or starts (start) in
 */
year_naming?: ("end" | "start")
}

export interface DateFiscalPeriodOutput {
fiscal_year: number
fiscal_quarter: number
fiscal_month: number
label: string
year_start: string
year_end: string
quarter_start: string
quarter_end: string
month_start: string
month_end: string
day_of_year: number
days_in_year: number
}

export type Input = DateFiscalPeriodInput;
export type Output = DateFiscalPeriodOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
