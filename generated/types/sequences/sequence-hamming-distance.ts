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
