// generated from contracts/ — do not edit
// rational-approximate@1.0.0

export interface RationalApproximateInput {
value: string
max_denominator: string
}

export interface RationalApproximateOutput {
numerator: string
denominator: string
text: string
exact: boolean
difference: {
numerator: string
denominator: string
}
}

export type Input = RationalApproximateInput;
export type Output = RationalApproximateOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 2003,
  "max_denominator_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
