// generated from contracts/ — do not edit
// date-year-info@1.0.0

export interface DateYearInfoInput {
/**
 * Gregorian year 1-9999
 */
year: number
}

export interface DateYearInfoOutput {
year: number
leap_year: boolean
days_in_year: number
/**
 * @minItems 12
 * @maxItems 12
 */
month_days: [number, number, number, number, number, number, number, number, number, number, number, number]
iso_weeks: number
jan1_weekday: number
jan1_weekday_name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
dec31_weekday: number
dec31_weekday_name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
iso_week1_monday: string
}

export type Input = DateYearInfoInput;
export type Output = DateYearInfoOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
