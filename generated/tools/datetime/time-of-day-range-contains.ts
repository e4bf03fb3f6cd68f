// generated from contracts/ — do not edit
// time-of-day-range-contains@1.0.0

export interface TimeOfDayRangeContainsInput {
/**
 * the time of day to test, HH:MM[:SS[.fraction]]
 */
time: string
/**
 * start of the daily range
 */
start: string
/**
 * end of the daily range (24:00 allowed); before start means the range crosses midnight
 */
end: string
include_start?: boolean
include_end?: boolean
/**
 * what a range with start equal to end means
 */
equal_bounds?: ("empty" | "full_day")
}

export interface TimeOfDayRangeContainsOutput {
inside: boolean
wraps_midnight: boolean
range_seconds: string
range_duration: string
}

export type Input = TimeOfDayRangeContainsInput;
export type Output = TimeOfDayRangeContainsOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
