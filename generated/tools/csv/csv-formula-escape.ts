// generated from contracts/ — do not edit
// csv-formula-escape@1.0.0

export interface CsvFormulaEscapeInput {
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
numeric_exempt?: boolean
}

export interface CsvFormulaEscapeOutput {
csv: string
escaped_cells: number
}

export type Input = CsvFormulaEscapeInput;
export type Output = CsvFormulaEscapeOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
