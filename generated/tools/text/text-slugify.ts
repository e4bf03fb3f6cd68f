// generated from contracts/ — do not edit
// text-slugify@1.0.0

export interface TextSlugifyInput {
/**
 * the text to slugify
 */
text: string
/**
 * what replaces each run of other characters
 */
separator?: ("-" | "_" | "." | "~" | "")
/**
 * lowercase the slug
 */
lowercase?: boolean
/**
 * keep letters and numbers that have no ASCII transliteration
 */
keep_unicode?: boolean
/**
 * cut the slug to at most this many characters
 */
max_length?: number
}

export interface TextSlugifyOutput {
slug: string
}

export type Input = TextSlugifyInput;
export type Output = TextSlugifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 65536,
  "max_expanded_code_points": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
