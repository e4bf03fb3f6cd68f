// generated from contracts/ — do not edit
// sequence-is-subsequence@1.0.0

export interface SequenceIsSubsequenceInput {
needle: (unknown[] | string)
haystack: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceIsSubsequenceOutput {
is_subsequence: boolean
matched_length: number
/**
 * @maxItems 100000
 */
indices: (number[] | null)
}

export type Input = SequenceIsSubsequenceInput;
export type Output = SequenceIsSubsequenceOutput;
