// generated from contracts/ — do not edit
// json-diff@1.0.0

export interface JsonDiffInput {
/**
 * The original JSON document.
 */
source: unknown
/**
 * The new JSON document.
 */
target: unknown
array_mode?: ("index" | "lcs")
}

export interface JsonDiffOutput {
equal: boolean
count: number
/**
 * @maxItems 200000
 */
changes: {
op: ("added" | "removed" | "changed")
pointer: string
target_pointer?: string
/**
 * The source value (removed, changed).
 */
old?: unknown
/**
 * The target value (added, changed).
 */
new?: unknown
}[]
}

export type Input = JsonDiffInput;
export type Output = JsonDiffOutput;
