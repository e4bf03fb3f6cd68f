// generated from contracts/ — do not edit
// text-diff-inline@1.0.0

export interface TextDiffInlineInput {
/**
 * the original text
 */
old: string
/**
 * the changed text
 */
new: string
/**
 * compare UAX #29 words (whitespace runs are tokens) or grapheme clusters
 */
granularity?: ("words" | "graphemes")
}

export interface TextDiffInlineOutput {
/**
 * @maxItems 40001
 */
segments: {
op: ("equal" | "delete" | "insert")
text: string
old_offset: number
new_offset: number
}[]
equal_tokens: number
deleted_tokens: number
inserted_tokens: number
distance: number
}

export type Input = TextDiffInlineInput;
export type Output = TextDiffInlineOutput;

/** The contract's named limits. */
export const limits = {
  "max_tokens": 20000,
  "max_edit_distance": 2000,
  "max_output_bytes": 262000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
