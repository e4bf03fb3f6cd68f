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

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000,
  "max_lcs_cells": 4000000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
