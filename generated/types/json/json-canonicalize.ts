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
