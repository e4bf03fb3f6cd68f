// generated from contracts/ — do not edit
// datetime-to-unix@1.0.0

export interface DatetimeToUnixInput {
datetime: string
/**
 * seconds, milliseconds, microseconds or nanoseconds
 */
unit?: ("s" | "ms" | "us" | "ns")
/**
 * what to do with a fraction of the unit
 */
rounding?: ("floor" | "ceil" | "truncate" | "exact")
}

export interface DatetimeToUnixOutput {
value: string
unit: ("s" | "ms" | "us" | "ns")
exact: boolean
epoch_nanoseconds: string
}

export type Input = DatetimeToUnixInput;
export type Output = DatetimeToUnixOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
