// generated from contracts/ — do not edit
// date-weekday-next@1.0.0

export interface DateWeekdayNextInput {
/**
 * calendar date YYYY-MM-DD, years 0001-9999
 */
date: string
/**
 * ISO weekday 1-7 (Monday 1) or an English name or abbreviation
 */
weekday: (number | ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday" | "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun"))
/**
 * search forward (next) or backward (previous)
 */
direction?: ("next" | "previous")
/**
 * whether the input date itself counts when it has that weekday
 */
include_same_day?: boolean
}

export interface DateWeekdayNextOutput {
date: string
days_offset: number
weekday: number
weekday_name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
}

export type Input = DateWeekdayNextInput;
export type Output = DateWeekdayNextOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
