// generated from contracts/ — do not edit
// json-unflatten@1.0.0

export interface JsonUnflattenInput {
/**
 * Path -> value; the keys are paths (user data).
 */
flat: {
/**
 * The value at that path.
 */
[k: string]: unknown
}
style?: ("pointer" | "dotted")
array_indices?: boolean
}

export interface JsonUnflattenOutput {
/**
 * The nested document.
 */
result: unknown
}

export type Input = JsonUnflattenInput;
export type Output = JsonUnflattenOutput;

/** The contract's named limits. */
export const limits = {
  "max_keys": 100000,
  "max_path_segments": 64,
  "max_depth": 64,
  "max_nodes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
