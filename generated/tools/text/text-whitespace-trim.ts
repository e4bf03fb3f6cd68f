// generated from contracts/ — do not edit
// text-whitespace-trim@1.0.0

export interface TextWhitespaceTrimInput {
/**
 * the text to trim
 */
text: string
/**
 * which ends to trim
 */
where?: ("both" | "leading" | "trailing")
/**
 * trim each line (terminators kept) instead of the whole text
 */
lines?: boolean
/**
 * also replace each inner run of whitespace with one space
 */
collapse?: boolean
}

export interface TextWhitespaceTrimOutput {
result: string
changed: boolean
removed: number
}

export type Input = TextWhitespaceTrimInput;
export type Output = TextWhitespaceTrimOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
