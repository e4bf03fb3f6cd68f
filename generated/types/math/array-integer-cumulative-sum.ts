// generated from contracts/ — do not edit
// array-integer-cumulative-sum@1.0.0

export interface ArrayIntegerCumulativeSumInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerCumulativeSumOutput {
/**
 * @maxItems 10000
 */
values: string[]
}

export type Input = ArrayIntegerCumulativeSumInput;
export type Output = ArrayIntegerCumulativeSumOutput;
