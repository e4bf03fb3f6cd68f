// generated from contracts/ — do not edit
// rational-interpolate-linear@1.0.0

export interface RationalInterpolateLinearInput {
/**
 * @minItems 2
 * @maxItems 10000
 */
points: [{
x: string
y: string
}, {
x: string
y: string
}, ...({
x: string
y: string
})[]]
/**
 * @minItems 1
 * @maxItems 1000
 */
queries: [string, ...(string)[]]
extrapolate?: boolean
}

export interface RationalInterpolateLinearOutput {
values: {
x: string
numerator: string
denominator: string
}[]
}

export type Input = RationalInterpolateLinearInput;
export type Output = RationalInterpolateLinearOutput;

/** The contract's named limits. */
export const limits = {
  "max_points": 10000,
  "max_queries": 1000,
  "max_total_chars": 200000,
  "max_result_digits": 5000,
  "max_output_digits": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
