// generated from contracts/ — do not edit
// matrix-power@1.0.0

export interface MatrixPowerInput {
/**
 * @maxItems 100
 */
a: string[][]
exponent: string
}

export interface MatrixPowerOutput {
power: string[][]
size: number
}

export type Input = MatrixPowerInput;
export type Output = MatrixPowerOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 10,
  "max_columns": 10,
  "max_entry_chars": 100,
  "max_abs_exponent": 1000000,
  "max_bound_digits": 600,
  "max_result_digits": 1000,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
