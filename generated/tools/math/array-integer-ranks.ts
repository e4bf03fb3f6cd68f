// generated from contracts/ — do not edit
// array-integer-ranks@1.0.0

export interface ArrayIntegerRanksInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerRanksOutput {
/**
 * @minItems 1
 * @maxItems 10000
 */
ranks: [number, ...(number)[]]
}

export type Input = ArrayIntegerRanksInput;
export type Output = ArrayIntegerRanksOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
