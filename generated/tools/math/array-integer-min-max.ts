// generated from contracts/ — do not edit
// array-integer-min-max@1.0.0

export interface ArrayIntegerMinMaxInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerMinMaxOutput {
min: string
max: string
}

export type Input = ArrayIntegerMinMaxInput;
export type Output = ArrayIntegerMinMaxOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
