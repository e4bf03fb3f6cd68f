// generated from contracts/ — do not edit
// csv-key-check@1.0.0

export interface CsvKeyCheckInput {
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
 * @minItems 1
 * @maxItems 10000
 */
columns: [string, ...(string)[]]
}

export interface CsvKeyCheckOutput {
is_key: boolean
unique: boolean
/**
 * @maxItems 131072
 */
duplicate_groups: {
/**
 * @maxItems 10000
 */
key: string[]
/**
 * @minItems 2
 * @maxItems 262144
 */
rows: [number, number, ...(number)[]]
}[]
/**
 * @maxItems 262144
 */
empty_key_rows: number[]
row_count: number
}

export type Input = CsvKeyCheckInput;
export type Output = CsvKeyCheckOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
