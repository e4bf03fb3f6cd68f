// generated from contracts/ — do not edit
// text-lines-split@1.0.0

export interface TextLinesSplitInput {
/**
 * The text to split into lines.
 */
text: string
/**
 * false: return only the counts, with an empty lines list.
 */
include_lines?: boolean
}

export interface TextLinesSplitOutput {
/**
 * @maxItems 262144
 */
lines: {
number: number
text: string
terminator: ("lf" | "crlf" | "cr" | "none")
}[]
line_count: number
endings: {
lf: number
crlf: number
cr: number
}
mixed_endings: boolean
final_terminator: boolean
}

export type Input = TextLinesSplitInput;
export type Output = TextLinesSplitOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
