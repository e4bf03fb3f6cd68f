// generated from contracts/ — do not edit
// matrix-arithmetic@1.0.0

export interface MatrixArithmeticInput {
operation: ("add" | "subtract" | "elementwise_multiply" | "scale")
/**
 * @maxItems 100
 */
a: string[][]
/**
 * @maxItems 100
 */
b?: string[][]
scalar?: string
}

export interface MatrixArithmeticOutput {
result: string[][]
rows: number
columns: number
}

export type Input = MatrixArithmeticInput;
export type Output = MatrixArithmeticOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 100,
  "max_entry_chars": 100,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
