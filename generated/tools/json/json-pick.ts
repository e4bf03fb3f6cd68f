// generated from contracts/ — do not edit
// json-pick@1.0.0

export interface JsonPickInput {
/**
 * The JSON document.
 */
document: unknown
/**
 * @maxItems 1000
 */
pointers: string[]
}

export interface JsonPickOutput {
/**
 * The picked document.
 */
result: unknown
/**
 * @maxItems 1000
 */
found: string[]
/**
 * @maxItems 1000
 */
missing: string[]
}

export type Input = JsonPickInput;
export type Output = JsonPickOutput;

/** The contract's named limits. */
export const limits = {
  "max_pointers": 1000,
  "max_pointer_chars": 4096,
  "max_depth": 64,
  "max_nodes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
