// generated from contracts/ — do not edit
// sequence-edit-script@1.0.0

export interface SequenceEditScriptInput {
/**
 * The old sequence: a JSON array, or a text when `split` is set.
 */
a: (unknown[] | string)
/**
 * The new sequence.
 */
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceEditScriptOutput {
distance: number
deletions: number
insertions: number
equal: number
/**
 * @maxItems 40000
 */
script: {
op: ("equal" | "delete" | "insert")
a_start: number
b_start: number
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
items: unknown[]
}[]
}

export type Input = SequenceEditScriptInput;
export type Output = SequenceEditScriptOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 20000,
  "max_item_depth": 64,
  "max_edit_distance": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
