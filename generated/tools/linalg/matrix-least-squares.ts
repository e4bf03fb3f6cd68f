// generated from contracts/ — do not edit
// matrix-least-squares@1.0.0

export interface MatrixLeastSquaresInput {
/**
 * @maxItems 100
 */
a: string[][]
/**
 * @maxItems 100
 */
b: string[]
}

export interface MatrixLeastSquaresOutput {
solution: string[]
residual: string[]
residual_squared_norm: string
rank: number
rows: number
columns: number
}

export type Input = MatrixLeastSquaresInput;
export type Output = MatrixLeastSquaresOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 30,
  "max_entry_chars": 100,
  "max_bound_digits": 600,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
