// generated from contracts/ — do not edit
// decimal-format@1.0.0

export interface DecimalFormatInput {
/**
 * The decimal to format: "-1234567.891", "0.5", "1.5E+6".
 */
value: string
/**
 * Digits in the group next to the decimal separator; 0 for no grouping.
 */
grouping_size?: number
/**
 * Digits in every further group (2 for Indian lakh/crore); 0 means the same as grouping_size.
 */
secondary_grouping_size?: number
/**
 * Between integer groups: ",", ".", " ", "'", or empty.
 */
group_separator?: string
/**
 * Before the fraction digits: "." or ",".
 */
decimal_separator?: string
min_fraction_digits?: number
max_fraction_digits?: number
min_integer_digits?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
negative_style?: ("minus" | "unicode_minus" | "parentheses")
}

export interface DecimalFormatOutput {
text: string
value: string
scale: number
}

export type Input = DecimalFormatInput;
export type Output = DecimalFormatOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000,
  "max_digits_setting": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
