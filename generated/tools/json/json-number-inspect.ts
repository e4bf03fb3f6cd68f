// generated from contracts/ — do not edit
// json-number-inspect@1.0.0

export interface JsonNumberInspectInput {
/**
 * One JSON text.
 */
text: string
report?: ("flagged" | "all")
}

export interface JsonNumberInspectOutput {
number_count: number
flagged_count: number
/**
 * @maxItems 1000
 */
numbers: {
pointer: string
line: number
column: number
offset: number
literal: string
literal_length: number
double: (string | null)
round_trips: boolean
out_of_range: boolean
exceeds_safe_integer: boolean
}[]
}

export type Input = JsonNumberInspectInput;
export type Output = JsonNumberInspectOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 512,
  "max_rows": 1000,
  "max_literal_chars": 1000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
