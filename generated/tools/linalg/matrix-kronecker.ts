// generated from contracts/ — do not edit
// matrix-kronecker@1.0.0

export interface MatrixKroneckerInput {
/**
 * @maxItems 100
 */
a: string[][]
/**
 * @maxItems 100
 */
b: string[][]
}

export interface MatrixKroneckerOutput {
product: string[][]
rows: number
columns: number
}

export type Input = MatrixKroneckerInput;
export type Output = MatrixKroneckerOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 100,
  "max_entry_chars": 100,
  "max_output_entries": 10000,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
