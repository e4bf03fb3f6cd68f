// generated from contracts/ — do not edit
// text-lines-slice@1.0.0

export interface TextLinesSliceInput {
/**
 * The text to take lines from.
 */
text: string
/**
 * First line to select, 1-based; negative counts from the end (-1 is the last line).
 */
start?: number
/**
 * Last line to select, inclusive; negative counts from the end (-1 is the last line).
 */
end?: number
}

export interface TextLinesSliceOutput {
/**
 * @maxItems 262144
 */
lines: {
number: number
text: string
}[]
text: string
total_lines: number
first: (number | null)
last: (number | null)
clipped: boolean
}

export type Input = TextLinesSliceInput;
export type Output = TextLinesSliceOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_line_number": 1000000000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
