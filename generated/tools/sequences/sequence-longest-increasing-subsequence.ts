// generated from contracts/ — do not edit
// sequence-longest-increasing-subsequence@1.0.0

export interface SequenceLongestIncreasingSubsequenceInput {
values: (number[] | string[])
strict?: boolean
}

export interface SequenceLongestIncreasingSubsequenceOutput {
length: number
/**
 * @maxItems 100000
 */
indices: number[]
values: (number[] | string[])
}

export type Input = SequenceLongestIncreasingSubsequenceInput;
export type Output = SequenceLongestIncreasingSubsequenceOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
