// generated from contracts/ — do not edit
// csv-compare@1.0.0

export interface CsvCompareInput {
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
 * Whether the first record is a header of column names. Default true.
 */
header?: boolean
}
max_differences?: number
}

export interface CsvCompareOutput {
equal: boolean
left_records: number
right_records: number
difference_count: number
truncated: boolean
/**
 * @maxItems 100000
 */
differences: {
record: number
field: number
column?: (string | null)
left: (string | null)
right: (string | null)
}[]
}

export type Input = CsvCompareInput;
export type Output = CsvCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_differences": 100000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
