// generated from contracts/ — do not edit
// json-array-index-by@1.0.0

export interface JsonArrayIndexByInput {
/**
 * @maxItems 10000
 */
array: unknown[]
key: string
coerce?: boolean
duplicates?: ("error" | "first" | "last")
missing?: ("error" | "skip")
}

export interface JsonArrayIndexByOutput {
/**
 * Member names are the keys (user data); values the items.
 */
index: {
[k: string]: unknown
}
/**
 * @maxItems 10000
 */
keys: string[]
/**
 * @maxItems 10000
 */
indices: number[]
/**
 * @maxItems 10000
 */
skipped: number[]
}

export type Input = JsonArrayIndexByInput;
export type Output = JsonArrayIndexByOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_pointer_chars": 1024,
  "max_input_bytes": 262144,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision"] as const;
