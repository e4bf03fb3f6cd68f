// generated from contracts/ — do not edit
// csv-to-json@1.0.0

export interface CsvToJsonInput {
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
 * Column name -> type; keys are column names (user data).
 */
types?: {
[k: string]: "string" | "integer" | "number" | "boolean"
}
}

export interface CsvToJsonOutput {
/**
 * @maxItems 10000
 */
columns: string[]
/**
 * @maxItems 262144
 * 
 * Items: Keys are column names (user data).
 */
rows: {
[k: string]: string | number | boolean | null
}[]
}

export type Input = CsvToJsonInput;
export type Output = CsvToJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144,
  "max_numeric_cell_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
