// generated from contracts/ — do not edit
// adler32@1.0.0

export interface Adler32Input {
/**
 * The text whose UTF-8 bytes are checksummed.
 */
text: string
}

export interface Adler32Output {
hex: string
value: number
}

export type Input = Adler32Input;
export type Output = Adler32Output;
