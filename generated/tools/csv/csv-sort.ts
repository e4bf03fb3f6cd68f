// generated from contracts/ — do not edit
// csv-sort@1.0.0

export interface CsvSortInput {
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
/**
 * @minItems 1
 * @maxItems 100
 */
keys: [{
column: string
direction?: ("asc" | "desc")
type?: ("string" | "integer" | "decimal" | "boolean" | "date")
empty?: ("first" | "last")
}, ...({
column: string
direction?: ("asc" | "desc")
type?: ("string" | "integer" | "decimal" | "boolean" | "date")
empty?: ("first" | "last")
})[]]
}

export interface CsvSortOutput {
csv: string
/**
 * @maxItems 262144
 */
order: number[]
}

export type Input = CsvSortInput;
export type Output = CsvSortOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144,
  "max_keys": 100,
  "max_numeric_cell_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
