// generated from contracts/ — do not edit
// rational-simplify@1.0.0

export interface RationalSimplifyInput {
value: string
}

export interface RationalSimplifyOutput {
numerator: string
denominator: string
text: string
common_factor: string
mixed: {
negative: boolean
whole: string
numerator: string
denominator: string
}
mixed_text: string
}

export type Input = RationalSimplifyInput;
export type Output = RationalSimplifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 2003
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
