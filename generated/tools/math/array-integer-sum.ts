// generated from contracts/ — do not edit
// array-integer-sum@1.0.0

export interface ArrayIntegerSumInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerSumOutput {
sum: string
}

export type Input = ArrayIntegerSumInput;
export type Output = ArrayIntegerSumOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
