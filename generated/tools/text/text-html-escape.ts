// generated from contracts/ — do not edit
// text-html-escape@1.0.0

export interface TextHtmlEscapeInput {
/**
 * the text to escape
 */
text: string
/**
 * attribute (quoted attribute value) or content (element text)
 */
context?: ("attribute" | "content")
/**
 * how ' is written in attribute context
 */
apostrophe?: ("&#x27;" | "&#39;" | "&apos;")
}

export interface TextHtmlEscapeOutput {
result: string
replaced: number
}

export type Input = TextHtmlEscapeInput;
export type Output = TextHtmlEscapeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
