// generated from contracts/ — do not edit
// csv-column-stats@1.0.0

export interface CsvColumnStatsInput {
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
 * @maxItems 10000
 */
columns?: string[]
}

export interface CsvColumnStatsOutput {
rows: number
/**
 * @maxItems 10000
 */
columns: {
name: string
type: ("empty" | "integer" | "decimal" | "boolean" | "date" | "string")
count: number
empty_count: number
distinct_count: number
min: (string | null)
max: (string | null)
sum: (string | null)
}[]
}

export type Input = CsvColumnStatsInput;
export type Output = CsvColumnStatsOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_numeric_cell_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
