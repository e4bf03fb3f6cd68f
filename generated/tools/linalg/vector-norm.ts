// generated from contracts/ — do not edit
// vector-norm@1.0.0

export interface VectorNormInput {
/**
 * @maxItems 10000
 */
a: string[]
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface VectorNormOutput {
l1: string
linf: string
l2_squared: string
l2_exact: boolean
l2: (string | null)
l2_decimal: string
}

export type Input = VectorNormInput;
export type Output = VectorNormOutput;

/** The contract's named limits. */
export const limits = {
  "max_length": 10000,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 1000,
  "max_scale": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
