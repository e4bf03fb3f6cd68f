// generated from contracts/ — do not edit
// csv-parse@1.0.0

export interface CsvParseInput {
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
}

export interface CsvParseOutput {
/**
 * @maxItems 10000
 */
header: (string[] | null)
/**
 * @maxItems 262144
 */
rows: string[][]
/**
 * @maxItems 262144
 */
row_lines: number[]
column_count: number
}

export type Input = CsvParseInput;
export type Output = CsvParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
