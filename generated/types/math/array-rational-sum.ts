// generated from contracts/ — do not edit
// array-rational-sum@1.0.0

export interface ArrayRationalSumInput {
/**
 * @maxItems 10000
 */
values: {
numerator: string
denominator: string
}[]
}

export interface ArrayRationalSumOutput {
numerator: string
denominator: string
}

export type Input = ArrayRationalSumInput;
export type Output = ArrayRationalSumOutput;
