// generated from contracts/ — do not edit
// text-case-convert@1.0.0

export interface TextCaseConvertInput {
/**
 * the text to convert
 */
text: string
/**
 * upper, lower, title (each word's first letter) or casefold (for caseless comparison)
 */
mode: ("upper" | "lower" | "title" | "casefold")
/**
 * language rules of SpecialCasing.txt: und (none), tr, az (dotted and dotless i) or lt (Lithuanian dot above)
 */
language?: ("und" | "tr" | "az" | "lt")
/**
 * title mode only: lowercase the rest of each word, or keep it
 */
rest?: ("lower" | "keep")
}

export interface TextCaseConvertOutput {
result: string
changed: boolean
}

export type Input = TextCaseConvertInput;
export type Output = TextCaseConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
