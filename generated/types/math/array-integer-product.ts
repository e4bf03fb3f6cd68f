// generated from contracts/ — do not edit
// array-integer-product@1.0.0

export interface ArrayIntegerProductInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerProductOutput {
product: string
}

export type Input = ArrayIntegerProductInput;
export type Output = ArrayIntegerProductOutput;
