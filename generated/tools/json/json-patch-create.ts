// generated from contracts/ — do not edit
// json-patch-create@1.0.0

export interface JsonPatchCreateInput {
/**
 * The original JSON document.
 */
source: unknown
/**
 * The wanted JSON document.
 */
target: unknown
array_mode?: ("index" | "lcs")
}

export interface JsonPatchCreateOutput {
count: number
/**
 * @maxItems 200000
 */
patch: {
op: ("add" | "remove" | "replace")
path: string
/**
 * The value to add or replace with.
 */
value?: unknown
}[]
}

export type Input = JsonPatchCreateInput;
export type Output = JsonPatchCreateOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000,
  "max_lcs_cells": 4000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
