// generated from contracts/ — do not edit
// sequence-lcs@1.0.0

export interface SequenceLcsInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
}

export interface SequenceLcsOutput {
length: number
/**
 * @maxItems 262144
 * 
 * Items: An item of an input sequence.
 */
items: unknown[]
/**
 * @maxItems 20000
 */
a_indices: number[]
/**
 * @maxItems 20000
 */
b_indices: number[]
}

export type Input = SequenceLcsInput;
export type Output = SequenceLcsOutput;
