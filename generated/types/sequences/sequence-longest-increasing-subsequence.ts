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
