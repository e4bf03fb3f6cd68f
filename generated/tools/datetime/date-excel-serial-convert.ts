// generated from contracts/ — do not edit
// date-excel-serial-convert@1.0.0

export interface DateExcelSerialConvertInput {
/**
 * spreadsheet serial: a non-negative number or an exact decimal string
 */
serial?: (number | string)
/**
 * calendar date YYYY-MM-DD
 */
date?: string
/**
 * wall-clock date-time YYYY-MM-DDTHH:MM[:SS[.fraction]], an offset is allowed and not applied
 */
date_time?: string
/**
 * spreadsheet date system
 */
system?: ("1900" | "1904")
/**
 * fraction digits kept in serial
 */
decimal_places?: number
/**
 * fraction digits of a second kept when a serial becomes a time
 */
second_digits?: number
/**
 * rounding of serial and of the time
 */
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface DateExcelSerialConvertOutput {
serial: string
serial_exact: {
numerator: string
denominator: string
}
date: (string | null)
time: string
date_time: (string | null)
fictitious_leap_day: boolean
system: ("1900" | "1904")
}

export type Input = DateExcelSerialConvertInput;
export type Output = DateExcelSerialConvertOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
