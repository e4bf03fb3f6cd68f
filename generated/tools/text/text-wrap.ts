// generated from contracts/ — do not edit
// text-wrap@1.0.0

export interface TextWrapInput {
/**
 * the text to wrap
 */
text: string
/**
 * the largest width of an output line
 */
width: number
/**
 * how widths are measured
 */
unit?: ("code_points" | "graphemes" | "columns")
/**
 * split words longer than width, or let them overflow
 */
long_words?: ("split" | "overflow")
/**
 * columns for East Asian Ambiguous characters (unit columns)
 */
ambiguous_width?: (1 | 2)
/**
 * joins the output lines
 */
newline?: ("\n" | "\r\n")
}

export interface TextWrapOutput {
text: string
lines: number
widest: number
overflowing: number
}

export type Input = TextWrapInput;
export type Output = TextWrapOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
