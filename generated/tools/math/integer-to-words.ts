// generated from contracts/ — do not edit
// integer-to-words@1.0.0

export interface IntegerToWordsInput {
value: string
style?: ("cardinal" | "ordinal")
group_separator?: ("space" | "comma")
british_and?: boolean
}

export interface IntegerToWordsOutput {
words: string
}

export type Input = IntegerToWordsInput;
export type Output = IntegerToWordsOutput;

/** The contract's named limits. */
export const limits = {
  "max_digits": 36
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
