// generated from contracts/ — do not edit
// hex-convert@1.0.0

export interface HexConvertInput {
direction: ("text_to_hex" | "hex_to_text")
input: string
input_separator?: ("none" | "space" | "colon" | "hyphen" | "whitespace")
hex_case?: ("lower" | "upper")
separator?: ("none" | "space" | "colon" | "hyphen")
}

export interface HexConvertOutput {
hex: string
text: (string | null)
byte_length: number
}

export type Input = HexConvertInput;
export type Output = HexConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_bytes": 131072
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
