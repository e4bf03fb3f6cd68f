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

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_keys": 16,
  "max_pointer_chars": 1024,
  "max_input_bytes": 262144,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
