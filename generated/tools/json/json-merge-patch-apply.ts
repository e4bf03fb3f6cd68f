// generated from contracts/ — do not edit
// json-merge-patch-apply@1.0.0

export interface JsonMergePatchApplyInput {
/**
 * The JSON document to change.
 */
target: unknown
/**
 * The RFC 7396 merge patch (any JSON value).
 */
patch: unknown
}

export interface JsonMergePatchApplyOutput {
/**
 * The merged document.
 */
result: unknown
}

export type Input = JsonMergePatchApplyInput;
export type Output = JsonMergePatchApplyOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
