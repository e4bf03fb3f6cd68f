// generated from contracts/ — do not edit
// text-graphemes-split@1.0.0

export interface TextGraphemesSplitInput {
/**
 * the text to split
 */
text: string
/**
 * index of the first cluster to list
 */
offset?: number
/**
 * how many clusters to list at most
 */
limit?: number
}

export interface TextGraphemesSplitOutput {
count: number
/**
 * @maxItems 1000
 */
clusters: {
text: string
code_point_offset: number
code_point_length: number
byte_offset: number
byte_length: number
utf16_offset: number
utf16_length: number
}[]
next_offset: (number | null)
}

export type Input = TextGraphemesSplitInput;
export type Output = TextGraphemesSplitOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_clusters": 1000,
  "max_output_text_bytes": 120000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
