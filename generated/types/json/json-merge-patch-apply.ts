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
