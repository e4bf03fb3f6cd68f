// generated from contracts/ — do not edit
// matrix-norm@1.0.0

export interface MatrixNormInput {
/**
 * @maxItems 100
 */
a: string[][]
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface MatrixNormOutput {
one_norm: string
infinity_norm: string
frobenius_squared: string
frobenius_exact: boolean
frobenius: (string | null)
frobenius_decimal: string
}

export type Input = MatrixNormInput;
export type Output = MatrixNormOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 100,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 1000,
  "max_scale": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
