// generated from contracts/ — do not edit
// dotenv-parse@1.0.0

export interface DotenvParseInput {
text: string
duplicates?: ("last_wins" | "first_wins")
}

export interface DotenvParseOutput {
pairs: {
key: string
value: string
line: number
wins: boolean
}[]
warnings: {
line: number
message: string
}[]
}

export type Input = DotenvParseInput;
export type Output = DotenvParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_length": 131072
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
