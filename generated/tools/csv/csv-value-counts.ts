// generated from contracts/ — do not edit
// csv-value-counts@1.0.0

export interface CsvValueCountsInput {
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
column: string
top?: number
}

export interface CsvValueCountsOutput {
rows: number
distinct: number
truncated: boolean
/**
 * @maxItems 262145
 */
values: {
value: string
count: number
}[]
}

export type Input = CsvValueCountsInput;
export type Output = CsvValueCountsOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_top": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
