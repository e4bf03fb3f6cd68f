// generated from contracts/ — do not edit
// sequence-lcs@1.0.0

export interface SequenceLcsInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceLcsOutput {
length: number
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
items: unknown[]
/**
 * @maxItems 20000
 */
a_indices: number[]
/**
 * @maxItems 20000
 */
b_indices: number[]
}

export type Input = SequenceLcsInput;
export type Output = SequenceLcsOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 20000,
  "max_cells": 10000000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
