// generated from contracts/ — do not edit
// sequence-edit-distance@1.0.0

export interface SequenceEditDistanceInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
costs?: {
insert?: number
delete?: number
substitute?: number
/**
 * Absent: no transposition step.
 */
transpose?: number
}
}

export interface SequenceEditDistanceOutput {
distance: number
counts: {
equal: number
substitute: number
transpose: number
insert: number
delete: number
}
/**
 * @maxItems 40000
 */
alignment: {
op: ("equal" | "substitute" | "transpose" | "insert" | "delete")
a_index: number
b_index: number
}[]
}

export type Input = SequenceEditDistanceInput;
export type Output = SequenceEditDistanceOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 20000,
  "max_cells": 10000000,
  "max_cost": 1000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
