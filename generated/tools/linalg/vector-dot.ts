// generated from contracts/ — do not edit
// vector-dot@1.0.0

export interface VectorDotInput {
/**
 * @maxItems 10000
 */
a: string[]
/**
 * @maxItems 10000
 */
b: string[]
}

export interface VectorDotOutput {
dot: string
}

export type Input = VectorDotInput;
export type Output = VectorDotOutput;

/** The contract's named limits. */
export const limits = {
  "max_length": 10000,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
