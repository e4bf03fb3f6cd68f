// generated from contracts/ — do not edit
// json-canonicalize@1.0.0

export interface JsonCanonicalizeInput {
/**
 * One JSON text.
 */
text: string
}

export interface JsonCanonicalizeOutput {
canonical: string
byte_length: number
sha256: string
}

export type Input = JsonCanonicalizeInput;
export type Output = JsonCanonicalizeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 512
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
