// generated from contracts/ — do not edit
// integer-roman-convert@1.0.0

export interface IntegerRomanConvertInput {
direction: ("to_roman" | "from_roman")
/**
 * to_roman: the integer, 1 to 3999
 */
value?: string
/**
 * from_roman: the numeral
 */
roman?: string
letter_case?: ("upper" | "lower")
}

export interface IntegerRomanConvertOutput {
value: string
roman: string
}

export type Input = IntegerRomanConvertInput;
export type Output = IntegerRomanConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value": 3999
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
