// generated from contracts/ — do not edit
// array-integer-median@1.0.0

export interface ArrayIntegerMedianInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerMedianOutput {
n: number
lower: string
upper: string
median?: string
}

export type Input = ArrayIntegerMedianInput;
export type Output = ArrayIntegerMedianOutput;
