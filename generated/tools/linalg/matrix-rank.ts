// generated from contracts/ — do not edit
// matrix-rank@1.0.0

export interface MatrixRankInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixRankOutput {
rank: number
pivot_columns: number[]
rows: number
columns: number
}

export type Input = MatrixRankInput;
export type Output = MatrixRankOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 30,
  "max_columns": 30,
  "max_entry_chars": 100,
  "max_bound_digits": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
