// generated from contracts/ — do not edit
// json-array-dedupe@1.0.0

export interface JsonArrayDedupeInput {
/**
 * @maxItems 10000
 */
array: unknown[]
/**
 * @minItems 1
 * @maxItems 16
 */
keys?: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
}

export interface JsonArrayDedupeOutput {
/**
 * @maxItems 10000
 */
unique: unknown[]
/**
 * @maxItems 10000
 */
kept_indices: number[]
/**
 * @maxItems 10000
 */
removed: {
index: number
first_index: number
}[]
}

export type Input = JsonArrayDedupeInput;
export type Output = JsonArrayDedupeOutput;
