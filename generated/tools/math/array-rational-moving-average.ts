// generated from contracts/ — do not edit
// array-rational-moving-average@1.0.0

export interface ArrayRationalMovingAverageInput {
/**
 * @minItems 1
 * @maxItems 2000
 */
values: [string, ...(string)[]]
window: number
alignment?: ("trailing" | "centered")
partial?: boolean
}

export interface ArrayRationalMovingAverageOutput {
means: {
position: number
count: number
numerator: string
denominator: string
}[]
}

export type Input = ArrayRationalMovingAverageInput;
export type Output = ArrayRationalMovingAverageOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 2000,
  "max_window": 2000,
  "max_total_chars": 200000,
  "max_denominator_lcm_digits": 1000,
  "max_lcm_digits_times_values": 1000000,
  "max_output_digits": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
