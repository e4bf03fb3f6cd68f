// generated from contracts/ — do not edit
// text-display-width@1.0.0

export interface TextDisplayWidthInput {
/**
 * the text to measure
 */
text: string
/**
 * columns for East Asian Ambiguous characters
 */
ambiguous_width?: (1 | 2)
/**
 * controls take 0 columns, or are refused
 */
control_characters?: ("zero" | "reject")
/**
 * also list each line's width
 */
per_line?: boolean
}

export interface TextDisplayWidthOutput {
width: number
total_width: number
lines: number
/**
 * @maxItems 10000
 */
line_widths?: number[]
}

export type Input = TextDisplayWidthInput;
export type Output = TextDisplayWidthOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_line_widths": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
