// generated from contracts/ — do not edit
// date-julian-day@1.0.0

export interface DateJulianDayInput {
/**
 * calendar date YYYY-MM-DD, taken at 00:00 UTC
 */
date?: string
/**
 * RFC 3339 date-time with Z or a fixed offset
 */
date_time?: string
/**
 * fraction digits of jd and mjd
 */
decimal_places?: number
/**
 * how jd and mjd are rounded to decimal_places
 */
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface DateJulianDayOutput {
jd: string
jd_exact: {
numerator: string
denominator: string
}
jd_day: number
jdn: number
mjd: string
mjd_exact: {
numerator: string
denominator: string
}
mjd_day: number
utc: string
}

export type Input = DateJulianDayInput;
export type Output = DateJulianDayOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
