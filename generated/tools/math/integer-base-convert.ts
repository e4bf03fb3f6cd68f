// generated from contracts/ — do not edit
// integer-base-convert@1.0.0

export interface IntegerBaseConvertInput {
value: string
from_base: number
to_base: number
letter_case?: ("lower" | "upper")
allow_prefix?: boolean
}

export interface IntegerBaseConvertOutput {
value: string
}

export type Input = IntegerBaseConvertInput;
export type Output = IntegerBaseConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_digits": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
