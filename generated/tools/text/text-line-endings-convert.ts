// generated from contracts/ — do not edit
// text-line-endings-convert@1.0.0

export interface TextLineEndingsConvertInput {
/**
 * The text whose line endings are rewritten.
 */
text: string
/**
 * The ending every line terminator becomes: lf (Unix), crlf (Windows, HTTP, email) or cr (classic Mac OS).
 */
target: ("lf" | "crlf" | "cr")
/**
 * Whether the text ends with a line ending: kept as it is, added when missing, or removed.
 */
final_newline?: ("keep" | "add" | "remove")
}

export interface TextLineEndingsConvertOutput {
text: string
changed: boolean
line_count: number
endings_before: {
lf: number
crlf: number
cr: number
}
converted: number
}

export type Input = TextLineEndingsConvertInput;
export type Output = TextLineEndingsConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
