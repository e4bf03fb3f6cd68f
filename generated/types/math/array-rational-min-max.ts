// generated from contracts/ — do not edit
// array-rational-min-max@1.0.0

export interface ArrayRationalMinMaxInput {
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

export interface ArrayRationalMinMaxOutput {
min: {
numerator: string
denominator: string
}
max: {
numerator: string
denominator: string
}
}

export type Input = ArrayRationalMinMaxInput;
export type Output = ArrayRationalMinMaxOutput;
