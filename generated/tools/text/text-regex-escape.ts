// generated from contracts/ — do not edit
// text-regex-escape@1.0.0

export interface TextRegexEscapeInput {
/**
 * the literal text the pattern must match
 */
text: string
flavor: ("re2" | "pcre" | "php_preg_quote" | "ecmascript" | "posix_ere" | "python")
/**
 * one ASCII punctuation character to escape as well, such as /
 */
delimiter?: string
}

export interface TextRegexEscapeOutput {
pattern: string
escaped: number
}

export type Input = TextRegexEscapeInput;
export type Output = TextRegexEscapeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
