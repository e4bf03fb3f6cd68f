// generated from contracts/ — do not edit
// array-integer-histogram@1.0.0

export interface ArrayIntegerHistogramInput {
/**
 * @maxItems 10000
 */
values: string[]
/**
 * @minItems 2
 * @maxItems 1001
 */
edges: [string, string, ...(string)[]]
last_bin?: ("closed" | "half_open")
}

export interface ArrayIntegerHistogramOutput {
/**
 * @minItems 1
 * @maxItems 1000
 */
counts: [number, ...(number)[]]
below: number
above: number
}

export type Input = ArrayIntegerHistogramInput;
export type Output = ArrayIntegerHistogramOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_edges": 1001,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
