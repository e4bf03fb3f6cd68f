// generated from contracts/ — do not edit
// byte-size-parse@1.0.0

export interface ByteSizeParseInput {
text: string
convention?: ("si" | "jedec")
}

export interface ByteSizeParseOutput {
bytes: string
number: string
unit: string
bits_per_unit: string
}

export type Input = ByteSizeParseInput;
export type Output = ByteSizeParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
