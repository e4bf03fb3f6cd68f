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
