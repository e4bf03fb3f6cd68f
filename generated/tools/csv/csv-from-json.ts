// generated from contracts/ — do not edit
// csv-from-json@1.0.0

export interface CsvFromJsonInput {
/**
 * @maxItems 100000
 * 
 * Items: Keys are column names (user data).
 */
rows: {
[k: string]: string | number | boolean | null
}[]
/**
 * @maxItems 10000
 */
columns?: string[]
extra_keys?: ("error" | "ignore")
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
}

export interface CsvFromJsonOutput {
csv: string
row_count: number
/**
 * @maxItems 10000
 */
columns: string[]
}

export type Input = CsvFromJsonInput;
export type Output = CsvFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100000,
  "max_columns": 10000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
