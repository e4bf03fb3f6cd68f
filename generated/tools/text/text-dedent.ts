// generated from contracts/ — do not edit
// text-dedent@1.0.0

export interface TextDedentInput {
/**
 * The text whose common indentation is removed.
 */
text: string
/**
 * clear: lines of only spaces and tabs become empty (Python textwrap.dedent); keep: they stay as they are.
 */
blank_lines?: ("clear" | "keep")
}

export interface TextDedentOutput {
text: string
margin: string
changed: boolean
line_count: number
}

export type Input = TextDedentInput;
export type Output = TextDedentOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
