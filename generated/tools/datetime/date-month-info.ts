// generated from contracts/ — do not edit
// date-month-info@1.0.0

export interface DateMonthInfoInput {
/**
 * Gregorian year 1-9999
 */
year: number
/**
 * month 1 (January) to 12 (December)
 */
month: number
}

export interface DateMonthInfoOutput {
year: number
month: number
month_name: ("January" | "February" | "March" | "April" | "May" | "June" | "July" | "August" | "September" | "October" | "November" | "December")
days_in_month: number
first_date: string
first_weekday: number
first_weekday_name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
last_date: string
last_weekday: number
last_weekday_name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
/**
 * @minItems 7
 * @maxItems 7
 */
weekday_counts: [number, number, number, number, number, number, number]
/**
 * @minItems 4
 * @maxItems 6
 */
iso_weeks: [{
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}]|[{
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}]|[{
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}, {
week_year: number
week: number
days_in_month: number
}]
}

export type Input = DateMonthInfoInput;
export type Output = DateMonthInfoOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
