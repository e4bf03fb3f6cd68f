// generated from contracts/ — do not edit
// rational-continued-fraction@1.0.0

export interface RationalContinuedFractionInput {
value?: string
/**
 * @minItems 1
 * @maxItems 5000
 */
terms?: [string, ...(string)[]]
include_convergents?: boolean
}

export interface RationalContinuedFractionOutput {
terms: string[]
numerator: string
denominator: string
text: string
convergents?: {
numerator: string
denominator: string
}[]
}

export type Input = RationalContinuedFractionInput;
export type Output = RationalContinuedFractionOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 2003,
  "max_terms": 5000,
  "max_terms_digits": 10000,
  "max_convergent_chars": 200000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
