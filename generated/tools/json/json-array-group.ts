// generated from contracts/ — do not edit
// json-array-group@1.0.0

export interface JsonArrayGroupInput {
/**
 * @maxItems 10000
 */
array: unknown[]
key: string
include_items?: boolean
}

export interface JsonArrayGroupOutput {
/**
 * @maxItems 10000
 */
groups: {
key_present: boolean
key?: unknown
count: number
/**
 * @minItems 1
 * @maxItems 10000
 */
indices: [number, ...(number)[]]
/**
 * @minItems 1
 * @maxItems 10000
 */
items?: [unknown, ...(unknown)[]]
}[]
}

export type Input = JsonArrayGroupInput;
export type Output = JsonArrayGroupOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_pointer_chars": 1024,
  "max_input_bytes": 262144,
  "max_output_bytes": 262144,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
