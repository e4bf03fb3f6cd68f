// generated from contracts/ — do not edit
// text-lines-filter@1.0.0

export interface TextLinesFilterInput {
text: string
pattern: string
mode: ("literal" | "regex")
case_insensitive?: boolean
action?: ("keep" | "drop")
}

export interface TextLinesFilterOutput {
text: string
/**
 * @maxItems 262144
 */
lines: {
number: number
text: string
}[]
matched: number
total: number
}

export type Input = TextLinesFilterInput;
export type Output = TextLinesFilterOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_pattern_chars": 512,
  "max_program_instructions": 20000,
  "max_search_work": 33554432,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
