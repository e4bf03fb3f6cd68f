// generated from contracts/ — do not edit
// decimal-parse@1.0.0

export interface DecimalParseInput {
/**
 * Numeric text: "-1,234.50", "1.5E+3", "+007".
 */
text: string
/**
 * The one character that separates the fraction: . or , usually.
 */
decimal_separator?: string
/**
 * The one character that groups integer digits in threes (, . ' space _ U+00A0 U+202F); absent: no grouping accepted.
 */
group_separator?: string
}

export interface DecimalParseOutput {
decimal: string
scale: number
unscaled: string
precision: number
normalized: string
}

export type Input = DecimalParseInput;
export type Output = DecimalParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
