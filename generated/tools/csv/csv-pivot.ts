// generated from contracts/ — do not edit
// csv-pivot@1.0.0

export interface CsvPivotInput {
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
 * @maxItems 16
 */
index: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
columns: string
values: string
aggregation?: ("count" | "sum" | "mean" | "min" | "max" | "first" | "last")
column_order?: ("first_seen" | "sorted")
fill?: string
mean_scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface CsvPivotOutput {
csv: string
/**
 * @maxItems 10000
 */
columns: string[]
rows: number
}

export type Input = CsvPivotInput;
export type Output = CsvPivotOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_index_columns": 16,
  "max_columns": 10000,
  "max_mean_scale": 100,
  "max_numeric_cell_chars": 1000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision","duplicate_key"] as const;
