// generated from contracts/ — do not edit
// array-integer-ranges-compress@1.0.0

export interface ArrayIntegerRangesCompressInput {
/**
 * @maxItems 10000
 */
values: string[]
min_run?: number
separator?: ("," | ", ")
}

export interface ArrayIntegerRangesCompressOutput {
text: string
count: number
items: number
}

export type Input = ArrayIntegerRangesCompressInput;
export type Output = ArrayIntegerRangesCompressOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_digits": 20
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
