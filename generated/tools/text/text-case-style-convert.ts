// generated from contracts/ — do not edit
// text-case-style-convert@1.0.0

export interface TextCaseStyleConvertInput {
/**
 * the identifier or phrase
 */
text: string
/**
 * the naming style to produce
 */
style: ("camel" | "pascal" | "snake" | "kebab" | "constant" | "dot" | "train" | "words")
/**
 * also split between numbers and letters
 */
split_digits?: boolean
/**
 * camel and pascal: write _ before a word that starts with a digit, or merge it
 */
digit_words?: ("underscore" | "merge")
}

export interface TextCaseStyleConvertOutput {
result: string
/**
 * @maxItems 10000
 */
words: string[]
}

export type Input = TextCaseStyleConvertInput;
export type Output = TextCaseStyleConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
