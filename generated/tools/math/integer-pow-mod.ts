// generated from contracts/ — do not edit
// integer-pow-mod@1.0.0

export interface IntegerPowModInput {
base: string
exponent: string
modulus: string
}

export interface IntegerPowModOutput {
result: string
}

export type Input = IntegerPowModInput;
export type Output = IntegerPowModOutput;

/** The contract's named limits. */
export const limits = {
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
