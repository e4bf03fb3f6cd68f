// generated from contracts/ — do not edit
// csv-schema-infer@1.0.0

export interface CsvSchemaInferInput {
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

export interface CsvSchemaInferOutput {
/**
 * @maxItems 10000
 */
columns: {
name: string
type: ("integer" | "decimal" | "boolean" | "date" | "string")
empty_count: number
non_empty_count: number
all_empty: boolean
demoted_at_row?: number
}[]
row_count: number
}

export type Input = CsvSchemaInferInput;
export type Output = CsvSchemaInferOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_numeric_cell_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
