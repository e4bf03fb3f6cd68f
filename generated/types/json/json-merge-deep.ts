// generated from contracts/ — do not edit
// json-merge-deep@1.0.0

export interface JsonMergeDeepInput {
/**
 * @minItems 1
 * @maxItems 100
 */
documents: [unknown, ...(unknown)[]]
arrays?: ("replace" | "concat" | "merge_by_index" | "merge_by_key")
array_key?: string
}

export interface JsonMergeDeepOutput {
merged: unknown
}

export type Input = JsonMergeDeepInput;
export type Output = JsonMergeDeepOutput;
