// generated from contracts/ — do not edit
// matrix-inverse@1.0.0

export interface MatrixInverseInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixInverseOutput {
invertible: boolean
inverse: (string[][] | null)
determinant: string
rank: number
size: number
}

export type Input = MatrixInverseInput;
export type Output = MatrixInverseOutput;

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
