// generated from contracts/ — do not edit
// datetime-from-unix@1.0.0

export interface DatetimeFromUnixInput {
/**
 * the Unix time: a JSON integer, or a canonical integer string for values beyond 2^53 - 1
 */
value: (number | string)
/**
 * seconds, milliseconds, microseconds or nanoseconds (required: never guessed)
 */
unit: ("s" | "ms" | "us" | "ns")
offset?: string
/**
 * auto (fewest exact digits) or 0-9
 */
fraction_digits?: ("auto" | number)
}

export interface DatetimeFromUnixOutput {
datetime: string
epoch_nanoseconds: string
}

export type Input = DatetimeFromUnixInput;
export type Output = DatetimeFromUnixOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
