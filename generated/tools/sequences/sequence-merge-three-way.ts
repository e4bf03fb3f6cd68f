// generated from contracts/ — do not edit
// sequence-merge-three-way@1.0.0

export interface SequenceMergeThreeWayInput {
base: (unknown[] | string)
ours: (unknown[] | string)
theirs: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceMergeThreeWayOutput {
clean: boolean
conflicts: number
merged: (unknown[] | null)
/**
 * @maxItems 60003
 */
regions: {
kind: ("stable" | "ours" | "theirs" | "both" | "conflict")
base_start: number
base_length: number
ours_start: number
ours_length: number
theirs_start: number
theirs_length: number
items: (unknown[] | null)
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
base?: unknown[]
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
ours?: unknown[]
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
theirs?: unknown[]
}[]
}

export type Input = SequenceMergeThreeWayInput;
export type Output = SequenceMergeThreeWayOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 20000,
  "max_edit_distance": 2000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
