// generated from contracts/ — do not edit
// array-integer-clamp@1.0.0

export interface ArrayIntegerClampInput {
/**
 * @maxItems 10000
 */
values: string[]
min?: string
max?: string
}

export interface ArrayIntegerClampOutput {
/**
 * @maxItems 10000
 */
values: string[]
}

export type Input = ArrayIntegerClampInput;
export type Output = ArrayIntegerClampOutput;
