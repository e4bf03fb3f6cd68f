// generated from contracts/ — do not edit
// rational-from-decimal@1.0.0

export interface RationalFromDecimalInput {
decimal: string
}

export interface RationalFromDecimalOutput {
numerator: string
denominator: string
text: string
repeating: boolean
}

export type Input = RationalFromDecimalInput;
export type Output = RationalFromDecimalOutput;

/** The contract's named limits. */
export const limits = {
  "max_decimal_chars": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
