// generated from contracts/ — do not edit
// csv-dialect-convert@1.0.0

export interface CsvDialectConvertInput {
csv: string
/**
 * How the input is written.
 */
source?: {
delimiter?: string
quote?: string
}
/**
 * How the output is written.
 */
target?: {
delimiter?: string
quote?: string
line_ending?: ("crlf" | "lf")
bom?: boolean
}
}

export interface CsvDialectConvertOutput {
csv: string
record_count: number
}

export type Input = CsvDialectConvertInput;
export type Output = CsvDialectConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
