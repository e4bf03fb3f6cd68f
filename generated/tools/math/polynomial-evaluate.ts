// generated from contracts/ — do not edit
// polynomial-evaluate@1.0.0

export interface PolynomialEvaluateInput {
/**
 * @minItems 1
 * @maxItems 1001
 */
coefficients: [string, ...(string)[]]
order: ("highest_first" | "lowest_first")
/**
 * @minItems 1
 * @maxItems 1000
 */
x: [string, ...(string)[]]
}

export interface PolynomialEvaluateOutput {
values: {
x: string
numerator: string
denominator: string
}[]
}

export type Input = PolynomialEvaluateInput;
export type Output = PolynomialEvaluateOutput;

/** The contract's named limits. */
export const limits = {
  "max_coefficients": 1001,
  "max_points": 1000,
  "max_total_chars": 200000,
  "max_denominator_lcm_digits": 1000,
  "max_lcm_digits_times_values": 1000000,
  "max_result_digits": 4000,
  "max_output_digits": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
