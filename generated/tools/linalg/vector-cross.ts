// generated from contracts/ — do not edit
// vector-cross@1.0.0

export interface VectorCrossInput {
/**
 * @minItems 3
 * @maxItems 3
 */
a: [string, string, string]
/**
 * @minItems 3
 * @maxItems 3
 */
b: [string, string, string]
}

export interface VectorCrossOutput {
/**
 * @minItems 3
 * @maxItems 3
 */
cross: [string, string, string]
}

export type Input = VectorCrossInput;
export type Output = VectorCrossOutput;

/** The contract's named limits. */
export const limits = {
  "max_entry_chars": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
