// generated from contracts/ — do not edit
// text-count@1.0.0

export interface TextCountInput {
/**
 * the text to count
 */
text: string
}

export interface TextCountOutput {
bytes: number
utf16_units: number
code_points: number
graphemes: number
words: number
lines: number
}

export type Input = TextCountInput;
export type Output = TextCountOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
