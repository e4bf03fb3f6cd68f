// generated from contracts/ — do not edit
// base64-encode@1.0.0

export interface Base64EncodeInput {
/**
 * The bytes, as UTF-8 text or as hex per input_encoding.
 */
input: string
input_encoding?: ("utf8" | "hex")
alphabet?: ("standard" | "url")
padding?: boolean
/**
 * Wrap the output into lines of this many characters (76 for MIME, 64 for PEM).
 */
line_width?: number
line_ending?: ("crlf" | "lf")
}

export interface Base64EncodeOutput {
base64: string
byte_length: number
}

export type Input = Base64EncodeInput;
export type Output = Base64EncodeOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_input_bytes": 196608,
  "max_line_width": 1024
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
