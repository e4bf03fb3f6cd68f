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
