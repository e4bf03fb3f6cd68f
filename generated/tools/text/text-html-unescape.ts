// generated from contracts/ — do not edit
// text-html-unescape@1.0.0

export interface TextHtmlUnescapeInput {
/**
 * HTML text with character references
 */
text: string
/**
 * content (element text) or attribute (an attribute value)
 */
context?: ("content" | "attribute")
/**
 * leave references without their ; as written
 */
require_semicolon?: boolean
}

export interface TextHtmlUnescapeOutput {
result: string
decoded: number
}

export type Input = TextHtmlUnescapeInput;
export type Output = TextHtmlUnescapeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
