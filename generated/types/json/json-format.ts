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
