// generated from contracts/ — do not edit
// csv-column-split@1.0.0

export interface CsvColumnSplitInput {
csv: string
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
column: string
separator: string
/**
 * @minItems 1
 * @maxItems 10000
 */
into: [string, ...(string)[]]
keep_original?: boolean
overflow?: ("error" | "rest_in_last")
}

export interface CsvColumnSplitOutput {
csv: string
row_count: number
overflow_rows: number
}

export type Input = CsvColumnSplitInput;
export type Output = CsvColumnSplitOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144,
  "max_separator_chars": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision"] as const;
