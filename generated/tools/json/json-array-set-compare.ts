// generated from contracts/ — do not edit
// json-array-set-compare@1.0.0

export interface JsonArraySetCompareInput {
/**
 * @maxItems 10000
 */
first: unknown[]
/**
 * @maxItems 10000
 */
second: unknown[]
multiset?: boolean
}

export interface JsonArraySetCompareOutput {
/**
 * @maxItems 10000
 */
only_in_first: unknown[]
/**
 * @maxItems 10000
 */
only_in_second: unknown[]
/**
 * @maxItems 10000
 */
common: unknown[]
equal: boolean
counts: {
only_in_first: number
only_in_second: number
common: number
}
}

export type Input = JsonArraySetCompareInput;
export type Output = JsonArraySetCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_input_bytes": 262144,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
