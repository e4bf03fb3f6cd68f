// generated from contracts/ — do not edit
// json-patch-create@1.0.0

export interface JsonPatchCreateInput {
/**
 * The original JSON document.
 */
source: unknown
/**
 * The wanted JSON document.
 */
target: unknown
array_mode?: ("index" | "lcs")
}

export interface JsonPatchCreateOutput {
count: number
/**
 * @maxItems 200000
 */
patch: {
op: ("add" | "remove" | "replace")
path: string
/**
 * The value to add or replace with.
 */
value?: unknown
}[]
}

export type Input = JsonPatchCreateInput;
export type Output = JsonPatchCreateOutput;
