// generated from contracts/ — do not edit
// array-integer-adjacent-diff@1.0.0

export interface ArrayIntegerAdjacentDiffInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerAdjacentDiffOutput {
/**
 * @maxItems 9999
 */
values: string[]
}

export type Input = ArrayIntegerAdjacentDiffInput;
export type Output = ArrayIntegerAdjacentDiffOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
