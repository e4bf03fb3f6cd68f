// generated from contracts/ — do not edit
// json-string-escape@1.0.0

export interface JsonStringEscapeInput {
direction: ("escape" | "unescape")
text: string
/**
 * escape only; default false
 */
ascii_only?: boolean
include_quotes?: boolean
}

export interface JsonStringEscapeOutput {
result: string
}

export type Input = JsonStringEscapeInput;
export type Output = JsonStringEscapeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
