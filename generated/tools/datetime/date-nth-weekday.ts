// generated from contracts/ — do not edit
// date-nth-weekday@1.0.0

export interface DateNthWeekdayInput {
/**
 * Gregorian year 1-9999
 */
year: number
/**
 * month 1-12
 */
month: number
/**
 * ISO weekday 1-7 (Monday 1) or an English name or abbreviation
 */
weekday: (number | ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday" | "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun"))
/**
 * 1..5 from the start, -1..-5 from the end (-1 = last)
 */
n: number
}

export interface DateNthWeekdayOutput {
date: (string | null)
found: boolean
weekday: number
weekday_name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
/**
 * @minItems 4
 * @maxItems 5
 */
occurrences: [string, string, string, string]|[string, string, string, string, string]
}

export type Input = DateNthWeekdayInput;
export type Output = DateNthWeekdayOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
