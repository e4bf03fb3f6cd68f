// generated from contracts/ — do not edit
// matrix-elimination-steps@1.0.0

export interface MatrixEliminationStepsInput {
/**
 * @maxItems 100
 */
a: string[][]
augmented_columns?: number
}

export interface MatrixEliminationStepsOutput {
steps: {
operation: ("swap" | "scale" | "add")
target: number
source: (number | null)
factor: (string | null)
notation: string
matrix: string[][]
}[]
rref: string[][]
pivot_columns: number[]
rank: number
consistent: (boolean | null)
step_count: number
rows: number
columns: number
}

export type Input = MatrixEliminationStepsInput;
export type Output = MatrixEliminationStepsOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 12,
  "max_columns": 12,
  "max_entry_chars": 100,
  "max_bound_digits": 600,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
