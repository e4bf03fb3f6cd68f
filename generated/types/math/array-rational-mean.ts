// generated from contracts/ — do not edit
// array-rational-mean@1.0.0

export interface ArrayRationalMeanInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [{
numerator: string
denominator: string
}, ...({
numerator: string
denominator: string
})[]]
}

export interface ArrayRationalMeanOutput {
numerator: string
denominator: string
}

export type Input = ArrayRationalMeanInput;
export type Output = ArrayRationalMeanOutput;
