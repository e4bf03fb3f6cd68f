// generated from contracts/ — do not edit
// base64-decode@1.0.0

export interface Base64DecodeInput {
/**
 * The Base64 text.
 */
input: string
alphabet?: ("standard" | "url")
/**
 * Default required for the standard alphabet, optional for url.
 */
padding?: ("required" | "optional" | "forbidden")
mode?: ("strict" | "lenient")
}

export interface Base64DecodeOutput {
hex: string
text: (string | null)
byte_length: number
}

export type Input = Base64DecodeInput;
export type Output = Base64DecodeOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_output_bytes": 196608
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
