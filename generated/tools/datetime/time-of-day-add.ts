// generated from contracts/ — do not edit
// time-of-day-add@1.0.0

export interface TimeOfDayAddInput {
/**
 * HH:MM, HH:MM:SS or HH:MM:SS.fraction (24-hour)
 */
time: string
duration: string
}

export interface TimeOfDayAddOutput {
time: string
day_carry: number
nanoseconds_of_day: string
}

export type Input = TimeOfDayAddInput;
export type Output = TimeOfDayAddOutput;

/** The contract's named limits. */
export const limits = {
  "max_abs_day_carry": 1000000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
