// generated from contracts/ — do not edit
// array-rational-mean@1.0.0

export interface ArrayRationalMeanInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [{
numerator: string
denominator: string
}, ...({
numerator: string
denominator: string
})[]]
}

export interface ArrayRationalMeanOutput {
numerator: string
denominator: string
}

export type Input = ArrayRationalMeanInput;
export type Output = ArrayRationalMeanOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001,
  "max_denominator_lcm_digits": 10000,
  "max_lcm_digits_times_values": 10000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
