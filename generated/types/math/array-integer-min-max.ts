// generated from contracts/ — do not edit
// array-integer-min-max@1.0.0

export interface ArrayIntegerMinMaxInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerMinMaxOutput {
min: string
max: string
}

export type Input = ArrayIntegerMinMaxInput;
export type Output = ArrayIntegerMinMaxOutput;
