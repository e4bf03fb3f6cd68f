// generated from contracts/ — do not edit
// date-age@1.0.0

export interface DateAgeInput {
/**
 * date of birth YYYY-MM-DD
 */
birth_date: string
/**
 * the date the age is computed at YYYY-MM-DD (no default: the service has no clock)
 */
as_of: string
/**
 * where a missing day (Feb 29 in a common year) falls: the first of the next month (mar1) or the month's last day (feb28)
 */
leap_day_policy?: ("mar1" | "feb28")
}

export interface DateAgeOutput {
years: number
months: number
days: number
total_months: number
total_days: number
next_birthday: (string | null)
days_until_next_birthday: (number | null)
}

export type Input = DateAgeInput;
export type Output = DateAgeOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
