// generated from contracts/ — do not edit
// json-parse-check@1.0.0

export interface JsonParseCheckInput {
/**
 * The text to check as one JSON text.
 */
text: string
}

export interface JsonParseCheckOutput {
valid: boolean
error: (null | {
reason: ("empty_text" | "byte_order_mark" | "unexpected_end" | "unexpected_character" | "comment" | "single_quote" | "trailing_comma" | "unquoted_key" | "missing_colon" | "missing_comma" | "invalid_number" | "non_finite_number" | "invalid_literal" | "invalid_escape" | "control_character" | "trailing_content")
message: string
line: number
column: number
offset: number
})
value_type: (null | ("object" | "array" | "string" | "number" | "boolean" | "null"))
/**
 * @maxItems 100
 */
duplicate_keys: {
pointer: string
line: number
column: number
offset: number
}[]
duplicate_key_count: number
/**
 * @maxItems 100
 */
lone_surrogate_escapes: {
pointer: string
line: number
column: number
offset: number
}[]
lone_surrogate_escape_count: number
}

export type Input = JsonParseCheckInput;
export type Output = JsonParseCheckOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 512,
  "max_listed": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
