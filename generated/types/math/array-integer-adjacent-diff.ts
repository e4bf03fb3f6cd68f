// generated from contracts/ — do not edit
// array-integer-adjacent-diff@1.0.0

export interface ArrayIntegerAdjacentDiffInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerAdjacentDiffOutput {
/**
 * @maxItems 9999
 */
values: string[]
}

export type Input = ArrayIntegerAdjacentDiffInput;
export type Output = ArrayIntegerAdjacentDiffOutput;
