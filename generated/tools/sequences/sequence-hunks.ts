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

/** The contract's named limits. */
export const limits = {
  "max_items": 20000,
  "max_edit_distance": 2000,
  "max_context": 10000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
