// generated from contracts/ — do not edit
// datetime-parse-iso8601@1.0.0

export interface DatetimeParseIso8601Input {
/**
 * the date-time, for example 2024-02-29T12:30:00.5+05:30
 */
text: string
/**
 * iso8601 (extended or basic, offset optional, 24:00 allowed) or rfc3339 (strict RFC 3339 date-time)
 */
profile?: ("iso8601" | "rfc3339")
}

export interface DatetimeParseIso8601Output {
year: number
month: number
day: number
hour: number
minute: number
second: number
nanosecond: number
fraction_digits: number
precision: ("minute" | "second")
format: ("extended" | "basic")
end_of_day: boolean
offset: (string | null)
offset_minutes: (number | null)
local: string
instant_utc: (string | null)
epoch_nanoseconds: (string | null)
}

export type Input = DatetimeParseIso8601Input;
export type Output = DatetimeParseIso8601Output;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
