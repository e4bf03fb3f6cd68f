// generated from contracts/ — do not edit
// text-lines-set-compare@1.0.0

export interface TextLinesSetCompareInput {
/**
 * The first text; its lines need not be sorted.
 */
first: string
/**
 * The second text; its lines need not be sorted.
 */
second: string
/**
 * Count repeated lines (multiset, like comm on sorted input) instead of treating each text as a set.
 */
multiplicity?: boolean
/**
 * input: each list in its text's order; code_point: each list sorted like LC_ALL=C sort.
 */
order?: ("input" | "code_point")
/**
 * Ignore leading and trailing whitespace when matching lines.
 */
trim?: boolean
/**
 * Match lines caselessly (Unicode full case folding).
 */
case_fold?: boolean
}

export interface TextLinesSetCompareOutput {
/**
 * @maxItems 262144
 */
only_in_first: {
text: string
line: number
}[]
/**
 * @maxItems 262144
 */
only_in_second: {
text: string
line: number
}[]
/**
 * @maxItems 262144
 */
common: {
text: string
first_line: number
second_line: number
}[]
counts: {
only_in_first: number
only_in_second: number
common: number
}
same_lines: boolean
}

export type Input = TextLinesSetCompareInput;
export type Output = TextLinesSetCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
