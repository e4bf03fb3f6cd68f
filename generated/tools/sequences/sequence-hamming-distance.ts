// generated from contracts/ — do not edit
// sequence-hamming-distance@1.0.0

export interface SequenceHammingDistanceInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceHammingDistanceOutput {
distance: number
length: number
/**
 * @maxItems 100000
 */
positions: number[]
}

export type Input = SequenceHammingDistanceInput;
export type Output = SequenceHammingDistanceOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 100000,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
