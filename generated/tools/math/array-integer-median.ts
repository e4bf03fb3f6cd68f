// generated from contracts/ — do not edit
// array-integer-median@1.0.0

export interface ArrayIntegerMedianInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerMedianOutput {
n: number
lower: string
upper: string
median?: string
}

export type Input = ArrayIntegerMedianInput;
export type Output = ArrayIntegerMedianOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
