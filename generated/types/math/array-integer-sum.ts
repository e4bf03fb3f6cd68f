// generated from contracts/ — do not edit
// array-integer-sum@1.0.0

export interface ArrayIntegerSumInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerSumOutput {
sum: string
}

export type Input = ArrayIntegerSumInput;
export type Output = ArrayIntegerSumOutput;
