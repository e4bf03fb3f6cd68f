// generated from contracts/ — do not edit
// csv-join@1.0.0

export interface CsvJoinInput {
left: string
right: string
dialect?: {
/**
 * Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
 */
delimiter?: string
/**
 * Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
 */
quote?: string
/**
 * Whether the first record is a header of column names (read and written). Default true.
 */
header?: boolean
/**
 * Line ending written after every output record. Default crlf (RFC 4180).
 */
line_ending?: ("crlf" | "lf")
/**
 * Whether the output starts with U+FEFF. Default false.
 */
bom?: boolean
}
/**
 * @minItems 1
 * @maxItems 16
 */
on: [{
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]|[{
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}, {
left: string
right: string
}]
type?: ("inner" | "left" | "right" | "full")
match?: {
trim?: boolean
ignore_case?: boolean
}
/**
 * Appended to a right column name that is already an output column name.
 */
right_suffix?: string
}

export interface CsvJoinOutput {
csv: string
rows: number
matched_rows: number
left_unmatched_rows: number
right_unmatched_rows: number
}

export type Input = CsvJoinInput;
export type Output = CsvJoinOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_key_pairs": 16,
  "max_columns": 10000,
  "max_output_rows": 100000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision"] as const;
