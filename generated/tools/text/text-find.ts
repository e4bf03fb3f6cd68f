// generated from contracts/ — do not edit
// text-find@1.0.0

export interface TextFindInput {
text: string
/**
 * the literal text or the RE2 pattern
 */
pattern: string
mode: ("literal" | "regex")
case_insensitive?: boolean
/**
 * ^ and $ match at each LF
 */
multiline?: boolean
/**
 * . matches LF too
 */
dot_all?: boolean
max_matches?: number
}

export interface TextFindOutput {
count: number
truncated: boolean
/**
 * @maxItems 10000
 */
matches: {
text: string
line: number
column: number
offset: number
utf16_offset: number
byte_offset: number
end_line: number
end_column: number
end_offset: number
end_utf16_offset: number
end_byte_offset: number
/**
 * @maxItems 20000
 */
groups: {
number: number
name: (string | null)
text: (string | null)
offset: (number | null)
end_offset: (number | null)
}[]
}[]
}

export type Input = TextFindInput;
export type Output = TextFindOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_pattern_chars": 512,
  "max_program_instructions": 20000,
  "max_search_work": 33554432,
  "default_max_matches": 1000,
  "max_matches": 10000,
  "max_output_bytes": 200000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
