// generated from contracts/ — do not edit
// matrix-characteristic-polynomial@1.0.0

export interface MatrixCharacteristicPolynomialInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixCharacteristicPolynomialOutput {
coefficients: string[]
degree: number
rational_roots: (null | {
value: string
multiplicity: number
}[])
unaccounted_roots: (null | number)
}

export type Input = MatrixCharacteristicPolynomialInput;
export type Output = MatrixCharacteristicPolynomialOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 20,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 1000,
  "max_bound_digits": 2000,
  "max_root_bound": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
