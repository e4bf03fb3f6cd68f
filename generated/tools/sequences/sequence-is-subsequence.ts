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

/** The contract's named limits. */
export const limits = {
  "max_items": 100000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
