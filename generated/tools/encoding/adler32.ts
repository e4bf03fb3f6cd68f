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

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 256000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
