// generated from contracts/ — do not edit
// sequence-edit-script-apply@1.0.0

export interface SequenceEditScriptApplyInput {
/**
 * @maxItems 131072
 * 
 * Items: Any JSON value.
 */
sequence: unknown[]
/**
 * @maxItems 131072
 */
script: {
op: ("equal" | "delete" | "insert")
/**
 * @minItems 1
 * @maxItems 131072
 * 
 * Items: Any JSON value.
 */
items: [unknown, ...(unknown)[]]
a_start?: number
b_start?: number
}[]
}

export interface SequenceEditScriptApplyOutput {
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
result: unknown[]
kept: number
deleted: number
inserted: number
}

export type Input = SequenceEditScriptApplyInput;
export type Output = SequenceEditScriptApplyOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 100000,
  "max_script_items": 100000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","script_mismatch"] as const;
