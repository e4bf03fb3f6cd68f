// generated from contracts/ — do not edit
// csv-reconcile@1.0.0

export interface CsvReconcileInput {
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
/**
 * @minItems 1
 * @maxItems 16
 */
key: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
/**
 * @maxItems 10000
 */
compare?: string[]
}

export interface CsvReconcileOutput {
in_sync: boolean
columns: {
/**
 * @maxItems 10000
 */
compared: string[]
/**
 * @maxItems 10000
 */
left_only: string[]
/**
 * @maxItems 10000
 */
right_only: string[]
}
/**
 * @maxItems 262144
 */
added: {
row: number
/**
 * @minItems 1
 * @maxItems 16
 */
key: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
/**
 * Column name -> cell; the keys are the table's column names.
 */
values: {
[k: string]: string
}
}[]
/**
 * @maxItems 262144
 */
removed: {
row: number
/**
 * @minItems 1
 * @maxItems 16
 */
key: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
/**
 * Column name -> cell; the keys are the table's column names.
 */
values: {
[k: string]: string
}
}[]
/**
 * @maxItems 262144
 */
changed: {
/**
 * @minItems 1
 * @maxItems 16
 */
key: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
left_row: number
right_row: number
/**
 * @minItems 1
 * @maxItems 10000
 */
cells: [{
column: string
old: string
new: string
}, ...({
column: string
old: string
new: string
})[]]
}[]
unchanged_rows: number
/**
 * @maxItems 262144
 */
duplicate_keys: {
side: ("left" | "right")
/**
 * @minItems 1
 * @maxItems 16
 */
key: [string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
/**
 * @minItems 2
 * @maxItems 262144
 */
rows: [number, number, ...(number)[]]
}[]
}

export type Input = CsvReconcileInput;
export type Output = CsvReconcileOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_key_columns": 16,
  "max_columns": 10000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
