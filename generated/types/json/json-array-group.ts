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
