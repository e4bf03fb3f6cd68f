// generated from contracts/ — do not edit
// csv-group-aggregate@1.0.0

export interface CsvGroupAggregateInput {
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
 * @maxItems 64
 */
group_by?: string[]
/**
 * @minItems 1
 * @maxItems 32
 */
aggregations: [{
function: ("count" | "sum" | "mean" | "min" | "max")
column?: string
/**
 * Output column name.
 */
name?: string
}, ...({
function: ("count" | "sum" | "mean" | "min" | "max")
column?: string
/**
 * Output column name.
 */
name?: string
})[]]
mean_scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface CsvGroupAggregateOutput {
csv: string
/**
 * @maxItems 96
 */
columns: string[]
groups: number
}

export type Input = CsvGroupAggregateInput;
export type Output = CsvGroupAggregateOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_group_columns": 64,
  "max_aggregations": 32,
  "max_mean_scale": 100,
  "max_numeric_cell_chars": 1000,
  "max_columns": 10000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision"] as const;
