// generated from contracts/ — do not edit
// json-merge-patch-create@1.0.0

export interface JsonMergePatchCreateInput {
/**
 * The original JSON document.
 */
source: unknown
/**
 * The wanted JSON document.
 */
target: unknown
}

export interface JsonMergePatchCreateOutput {
/**
 * The RFC 7396 merge patch.
 */
patch: unknown
}

export type Input = JsonMergePatchCreateInput;
export type Output = JsonMergePatchCreateOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","null_not_representable"] as const;
