// generated from contracts/ — do not edit
// matrix-properties@1.0.0

export interface MatrixPropertiesInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixPropertiesOutput {
rows: number
columns: number
square: boolean
symmetric: boolean
diagonal: boolean
upper_triangular: boolean
lower_triangular: boolean
identity: boolean
orthogonal: boolean
idempotent: boolean
invertible: boolean
}

export type Input = MatrixPropertiesInput;
export type Output = MatrixPropertiesOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 30,
  "max_columns": 30,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 500,
  "max_bound_digits": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
