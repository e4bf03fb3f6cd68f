// generated from contracts/ — do not edit
// json-format@1.0.0

export interface JsonFormatInput {
/**
 * One JSON text.
 */
text: string
style?: ("pretty" | "compact")
/**
 * Spaces per level (1..8) or "tab"; pretty style only.
 */
indent?: (number | "tab")
sort_keys?: boolean
final_newline?: boolean
}

export interface JsonFormatOutput {
text: string
}

export type Input = JsonFormatInput;
export type Output = JsonFormatOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 512,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
