// generated from contracts/ — do not edit
// text-truncate@1.0.0

export interface TextTruncateInput {
/**
 * the text to shorten
 */
text: string
/**
 * the most the result may measure, ellipsis included
 */
limit: number
/**
 * how lengths are measured
 */
unit?: ("bytes" | "utf16" | "code_points" | "graphemes" | "columns")
/**
 * joined at the cut; may be empty
 */
ellipsis?: string
/**
 * keep the start (ellipsis at the end) or the end (ellipsis first)
 */
keep?: ("start" | "end")
/**
 * columns for East Asian Ambiguous characters (unit columns)
 */
ambiguous_width?: (1 | 2)
}

export interface TextTruncateOutput {
text: string
truncated: boolean
length: number
original_length: number
kept: number
}

export type Input = TextTruncateInput;
export type Output = TextTruncateOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
