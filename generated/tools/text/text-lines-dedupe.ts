// generated from contracts/ — do not edit
// text-lines-dedupe@1.0.0

export interface TextLinesDedupeInput {
/**
 * The text whose duplicate lines are removed.
 */
text: string
/**
 * global: a line repeated anywhere is dropped; adjacent: only a line equal to the line before it (uniq).
 */
scope?: ("global" | "adjacent")
/**
 * Ignore leading and trailing whitespace when comparing lines.
 */
trim?: boolean
/**
 * Compare lines caselessly (Unicode full case folding).
 */
case_fold?: boolean
}

export interface TextLinesDedupeOutput {
/**
 * @maxItems 262144
 */
lines: {
text: string
line: number
count: number
}[]
text: string
line_count: number
kept_count: number
removed_count: number
}

export type Input = TextLinesDedupeInput;
export type Output = TextLinesDedupeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
