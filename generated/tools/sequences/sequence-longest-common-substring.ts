// generated from contracts/ — do not edit
// sequence-longest-common-substring@1.0.0

export interface SequenceLongestCommonSubstringInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceLongestCommonSubstringOutput {
length: number
a_start: (number | null)
b_start: (number | null)
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
items: unknown[]
}

export type Input = SequenceLongestCommonSubstringInput;
export type Output = SequenceLongestCommonSubstringOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 20000,
  "max_cells": 25000000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
