// generated from contracts/ — do not edit
// text-lines-sort@1.0.0

export interface TextLinesSortInput {
/**
 * The text whose lines are sorted.
 */
text: string
/**
 * code_point: Unicode code point order (LC_ALL=C sort); natural: digit runs compare by numeric value.
 */
order?: ("code_point" | "natural")
/**
 * Compare lines caselessly (Unicode full case folding).
 */
case_fold?: boolean
direction?: ("ascending" | "descending")
/**
 * The terminator written after each sorted line: that of the input's first line, or lf, crlf or cr.
 */
line_ending?: ("first" | "lf" | "crlf" | "cr")
}

export interface TextLinesSortOutput {
/**
 * @maxItems 262144
 */
lines: {
text: string
line: number
}[]
text: string
line_count: number
}

export type Input = TextLinesSortInput;
export type Output = TextLinesSortOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
