// generated from contracts/ — do not edit
// json-redact@1.0.0

export interface JsonRedactInput {
/**
 * The JSON document.
 */
document: unknown
/**
 * @maxItems 1000
 */
pointers?: string[]
/**
 * @maxItems 1000
 */
keys?: string[]
placeholder?: (string | number | boolean | null)
}

export interface JsonRedactOutput {
/**
 * The redacted document.
 */
result: unknown
count: number
/**
 * @maxItems 100000
 */
redacted: string[]
/**
 * @maxItems 1000
 */
missing: string[]
}

export type Input = JsonRedactInput;
export type Output = JsonRedactOutput;

/** The contract's named limits. */
export const limits = {
  "max_pointers": 1000,
  "max_keys": 1000,
  "max_placeholder_chars": 1000,
  "max_depth": 64,
  "max_nodes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
