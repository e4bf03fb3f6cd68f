// generated from contracts/ — do not edit
// matrix-transpose@1.0.0

export interface MatrixTransposeInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixTransposeOutput {
transpose: string[][]
rows: number
columns: number
}

export type Input = MatrixTransposeInput;
export type Output = MatrixTransposeOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 100,
  "max_entry_chars": 100,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
