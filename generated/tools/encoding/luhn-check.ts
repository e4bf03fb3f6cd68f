// generated from contracts/ — do not edit
// luhn-check@1.0.0

export interface LuhnCheckInput {
/**
 * The digits, check digit last.
 */
number: string
strip_separators?: boolean
}

export interface LuhnCheckOutput {
valid: boolean
digits: string
given_check_digit: number
check_digit: number
check_digit_to_append: number
}

export type Input = LuhnCheckInput;
export type Output = LuhnCheckOutput;

/** The contract's named limits. */
export const limits = {
  "max_number_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
