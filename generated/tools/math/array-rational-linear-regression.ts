// generated from contracts/ — do not edit
// array-rational-linear-regression@1.0.0

export interface ArrayRationalLinearRegressionInput {
/**
 * @minItems 2
 * @maxItems 10000
 */
x: [string, string, ...(string)[]]
/**
 * @minItems 2
 * @maxItems 10000
 */
y: [string, string, ...(string)[]]
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface ArrayRationalLinearRegressionOutput {
count: number
slope: {
numerator: string
denominator: string
}
intercept: {
numerator: string
denominator: string
}
r_squared: ({
numerator: string
denominator: string
} | null)
slope_decimal: string
intercept_decimal: string
r_squared_decimal: (string | null)
}

export type Input = ArrayRationalLinearRegressionInput;
export type Output = ArrayRationalLinearRegressionOutput;

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
