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
