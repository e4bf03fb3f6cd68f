// generated from contracts/ — do not edit
// csv-validate@1.0.0

export interface CsvValidateInput {
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
 * Whether the first record is a header of column names. Default true.
 */
header?: boolean
}
/**
 * Also report empty and duplicate header names (when the dialect has a header).
 */
require_unique_header?: boolean
max_errors?: number
}

export interface CsvValidateOutput {
valid: boolean
/**
 * @maxItems 1000
 */
errors: {
reason: ("unterminated_quote" | "stray_quote" | "text_after_quote" | "ragged_row" | "empty_header_name" | "duplicate_header_name")
record: number
line: number
column: number
field: number
message: string
}[]
truncated: boolean
record_count: number
}

export type Input = CsvValidateInput;
export type Output = CsvValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_errors": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
