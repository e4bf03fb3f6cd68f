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
