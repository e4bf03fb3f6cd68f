// generated from contracts/ — do not edit
// date-easter@1.0.0

export interface DateEasterInput {
/**
 * Gregorian year 1583-9999
 */
year: number
/**
 * western (Gregorian computus) or orthodox (Julian computus)
 */
tradition?: ("western" | "orthodox")
}

export interface DateEasterOutput {
year: number
tradition: ("western" | "orthodox")
date: string
julian_calendar_date: (string | null)
good_friday: string
easter_monday: string
ascension: string
pentecost: string
}

export type Input = DateEasterInput;
export type Output = DateEasterOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
