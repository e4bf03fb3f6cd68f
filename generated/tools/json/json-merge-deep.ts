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

/** The contract's named limits. */
export const limits = {
  "max_documents": 100,
  "max_pointer_chars": 1024,
  "max_input_bytes": 262144,
  "max_document_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
