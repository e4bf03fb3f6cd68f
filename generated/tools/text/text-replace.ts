// generated from contracts/ — do not edit
// text-replace@1.0.0

export interface TextReplaceInput {
text: string
pattern: string
mode: ("literal" | "regex")
/**
 * template with $1, ${name}, $0 and $$ (or literal, see literal_replacement)
 */
replacement: string
literal_replacement?: boolean
case_insensitive?: boolean
multiline?: boolean
dot_all?: boolean
/**
 * replace only the first N matches; default all
 */
limit?: number
}

export interface TextReplaceOutput {
result: string
count: number
}

export type Input = TextReplaceInput;
export type Output = TextReplaceOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_pattern_chars": 512,
  "max_replacement_chars": 4096,
  "max_program_instructions": 20000,
  "max_search_work": 33554432,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
