// generated from contracts/ — do not edit
// matrix-lu-decompose@1.0.0

export interface MatrixLuDecomposeInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixLuDecomposeOutput {
p: string[][]
l: string[][]
u: string[][]
permutation: number[]
swaps: number
determinant: string
size: number
}

export type Input = MatrixLuDecomposeInput;
export type Output = MatrixLuDecomposeOutput;

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
