// generated from contracts/ — do not edit
// decimal-compare@1.0.0

export interface DecimalCompareInput {
a: string
b: string
}

export interface DecimalCompareOutput {
comparison: (-1 | 0 | 1)
scale_a: number
scale_b: number
scale_difference: number
same_representation: boolean
}

export type Input = DecimalCompareInput;
export type Output = DecimalCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
