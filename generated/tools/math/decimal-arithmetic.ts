// generated from contracts/ — do not edit
// decimal-arithmetic@1.0.0

export interface DecimalArithmeticInput {
a: string
b: string
operation: ("add" | "subtract" | "multiply")
}

export interface DecimalArithmeticOutput {
result: string
scale: number
}

export type Input = DecimalArithmeticInput;
export type Output = DecimalArithmeticOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
