// generated from contracts/ — do not edit
// matrix-rref@1.0.0

export interface MatrixRrefInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixRrefOutput {
rref: string[][]
pivot_columns: number[]
rank: number
rows: number
columns: number
}

export type Input = MatrixRrefInput;
export type Output = MatrixRrefOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 30,
  "max_columns": 30,
  "max_entry_chars": 100,
  "max_bound_digits": 600,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
