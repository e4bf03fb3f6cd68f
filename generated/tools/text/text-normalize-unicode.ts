// generated from contracts/ — do not edit
// text-normalize-unicode@1.0.0

export interface TextNormalizeUnicodeInput {
/**
 * the text to normalize
 */
text: string
/**
 * NFC (composed), NFD (decomposed), NFKC or NFKD (also folding compatibility characters)
 */
form: ("NFC" | "NFD" | "NFKC" | "NFKD")
}

export interface TextNormalizeUnicodeOutput {
result: string
changed: boolean
}

export type Input = TextNormalizeUnicodeInput;
export type Output = TextNormalizeUnicodeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_decomposed_code_points": 1048576,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
