// generated from contracts/ — do not edit
// csv-filter@1.0.0

export interface CsvFilterInput {
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
where: [{
column: string
op: ("eq" | "ne" | "lt" | "le" | "gt" | "ge" | "contains" | "starts_with" | "ends_with" | "is_empty" | "not_empty")
value?: string
type?: ("string" | "integer" | "decimal" | "boolean" | "date")
}, ...({
column: string
op: ("eq" | "ne" | "lt" | "le" | "gt" | "ge" | "contains" | "starts_with" | "ends_with" | "is_empty" | "not_empty")
value?: string
type?: ("string" | "integer" | "decimal" | "boolean" | "date")
})[]]
match?: ("all" | "any")
on_mismatch?: ("error" | "no_match")
}

export interface CsvFilterOutput {
csv: string
/**
 * @maxItems 262144
 */
row_numbers: number[]
matched_count: number
row_count: number
}

export type Input = CsvFilterInput;
export type Output = CsvFilterOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144,
  "max_predicates": 100,
  "max_numeric_cell_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
