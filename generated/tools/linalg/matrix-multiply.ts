// generated from contracts/ — do not edit
// matrix-multiply@1.0.0

export interface MatrixMultiplyInput {
/**
 * @maxItems 100
 */
a: string[][]
/**
 * @maxItems 100
 */
b: string[][]
}

export interface MatrixMultiplyOutput {
product: string[][]
rows: number
columns: number
}

export type Input = MatrixMultiplyInput;
export type Output = MatrixMultiplyOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 100,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 100,
  "max_multiply_work": 100000000,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
