// generated from contracts/ — do not edit
// json-patch-apply@1.0.0

export interface JsonPatchApplyInput {
/**
 * The JSON value to patch.
 */
document: unknown
/**
 * @maxItems 10000
 * 
 * Items: One RFC 6902 operation; members other than op, path, from and value are ignored (RFC 6902 section 4).
 */
patch: {
op?: string
path?: string
from?: string
/**
 * The operation's JSON value.
 */
value?: unknown
[k: string]: unknown
}[]
}

export interface JsonPatchApplyOutput {
/**
 * The patched document.
 */
result: unknown
}

export type Input = JsonPatchApplyInput;
export type Output = JsonPatchApplyOutput;

/** The contract's named limits. */
export const limits = {
  "max_operations": 10000,
  "max_depth": 64,
  "max_nodes": 100000,
  "max_work": 4000000,
  "max_pointer_chars": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","patch_path_not_found","patch_test_failed"] as const;
