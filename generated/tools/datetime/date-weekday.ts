// generated from contracts/ — do not edit
// date-weekday@1.0.0

export interface DateWeekdayInput {
/**
 * calendar date YYYY-MM-DD, years 0001-9999
 */
date: string
/**
 * ISO weekdays that count as the weekend (Monday 1 ... Sunday 7)
 * 
 * @maxItems 7
 */
weekend?: []|[number]|[number, number]|[number, number, number]|[number, number, number, number]|[number, number, number, number, number]|[number, number, number, number, number, number]|[number, number, number, number, number, number, number]
}

export interface DateWeekdayOutput {
weekday: number
name: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")
abbreviation: ("Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun")
is_weekend: boolean
}

export type Input = DateWeekdayInput;
export type Output = DateWeekdayOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
