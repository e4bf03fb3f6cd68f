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
