// generated from contracts/ — do not edit
// array-integer-mode@1.0.0

export interface ArrayIntegerModeInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerModeOutput {
/**
 * @minItems 1
 * @maxItems 10000
 */
modes: [string, ...(string)[]]
count: number
}

export type Input = ArrayIntegerModeInput;
export type Output = ArrayIntegerModeOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
