// generated from contracts/ — do not edit
// jsonl-parse@1.0.0

export interface JsonlParseInput {
text: string
allow_blank_lines?: boolean
}

export interface JsonlParseOutput {
/**
 * @maxItems 10000
 */
values: unknown[]
/**
 * @maxItems 10000
 */
lines: number[]
/**
 * @maxItems 100
 */
errors: {
line: number
column: number
reason: ("blank_line" | "byte_order_mark" | "unexpected_end" | "unexpected_character" | "invalid_string" | "invalid_number" | "number_out_of_range" | "lone_surrogate" | "max_depth")
message: string
}[]
error_count: number
line_count: number
valid: boolean
}

export type Input = JsonlParseInput;
export type Output = JsonlParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_lines": 10000,
  "max_depth": 64,
  "max_errors_listed": 100,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
