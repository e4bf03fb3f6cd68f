// generated from contracts/ — do not edit
// json-flatten@1.0.0

export interface JsonFlattenInput {
/**
 * The JSON document to flatten.
 */
document: unknown
style?: ("pointer" | "dotted")
}

export interface JsonFlattenOutput {
count: number
/**
 * Leaf path -> leaf value; the keys are paths (user data).
 */
flat: {
/**
 * A leaf value.
 */
[k: string]: unknown
}
}

export type Input = JsonFlattenInput;
export type Output = JsonFlattenOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
