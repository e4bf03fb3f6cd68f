// generated from contracts/ — do not edit
// vector-projection@1.0.0

export interface VectorProjectionInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
a: [string, ...(string)[]]
/**
 * @minItems 1
 * @maxItems 10000
 */
b: [string, ...(string)[]]
}

export interface VectorProjectionOutput {
coefficient: string
projection: string[]
remainder: string[]
}

export type Input = VectorProjectionInput;
export type Output = VectorProjectionOutput;

/** The contract's named limits. */
export const limits = {
  "max_length": 10000,
  "max_entry_chars": 100,
  "max_common_denominator_digits": 1000,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
