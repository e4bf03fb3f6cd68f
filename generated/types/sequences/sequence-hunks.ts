// generated from contracts/ — do not edit
// sequence-hunks@1.0.0

export interface SequenceHunksInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
context?: number
}

export interface SequenceHunksOutput {
/**
 * @maxItems 2000
 */
hunks: {
old_start: number
old_length: number
new_start: number
new_length: number
header: string
/**
 * @maxItems 40000
 */
lines: {
op: ("equal" | "delete" | "insert")
/**
 * An item of a or b.
 */
item: unknown
}[]
}[]
}

export type Input = SequenceHunksInput;
export type Output = SequenceHunksOutput;
