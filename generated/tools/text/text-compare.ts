// generated from contracts/ — do not edit
// text-compare@1.0.0

export interface TextCompareInput {
/**
 * The first text (for example the expected one).
 */
a: string
/**
 * The second text (for example the actual one).
 */
b: string
/**
 * Treat LF, CRLF and CR as the same line ending.
 */
ignore_line_endings?: boolean
/**
 * Ignore whether each text ends with a line ending.
 */
ignore_final_newline?: boolean
/**
 * Ignore whitespace at the end of each line.
 */
ignore_trailing_whitespace?: boolean
}

export interface TextCompareOutput {
equal: boolean
first_difference: (null | {
a: {
line: number
column: number
code_point_offset: number
byte_offset: number
at: ("character" | "line_end" | "end_of_text")
char: string
}
b: {
line: number
column: number
code_point_offset: number
byte_offset: number
at: ("character" | "line_end" | "end_of_text")
char: string
}
})
}

export type Input = TextCompareInput;
export type Output = TextCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
