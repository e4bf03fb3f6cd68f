// generated from contracts/ — do not edit
// array-integer-cumulative-sum@1.0.0

export interface ArrayIntegerCumulativeSumInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerCumulativeSumOutput {
/**
 * @maxItems 10000
 */
values: string[]
}

export type Input = ArrayIntegerCumulativeSumInput;
export type Output = ArrayIntegerCumulativeSumOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
