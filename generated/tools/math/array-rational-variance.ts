// generated from contracts/ — do not edit
// array-rational-variance@1.0.0

export interface ArrayRationalVarianceInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
kind?: ("sample" | "population")
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface ArrayRationalVarianceOutput {
count: number
mean: {
numerator: string
denominator: string
}
variance: {
numerator: string
denominator: string
}
variance_decimal: string
standard_deviation: string
standard_deviation_exact: ({
numerator: string
denominator: string
} | null)
}

export type Input = ArrayRationalVarianceInput;
export type Output = ArrayRationalVarianceOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_total_chars": 1000000,
  "max_denominator_lcm_digits": 1000,
  "max_lcm_digits_times_values": 1000000,
  "max_scale": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
