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
