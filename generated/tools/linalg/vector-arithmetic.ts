// generated from contracts/ — do not edit
// vector-arithmetic@1.0.0

export interface VectorArithmeticInput {
operation: ("add" | "subtract" | "scale")
/**
 * @maxItems 10000
 */
a: string[]
/**
 * @maxItems 10000
 */
b?: string[]
scalar?: string
}

export interface VectorArithmeticOutput {
result: string[]
}

export type Input = VectorArithmeticInput;
export type Output = VectorArithmeticOutput;

/** The contract's named limits. */
export const limits = {
  "max_length": 10000,
  "max_entry_chars": 100,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
