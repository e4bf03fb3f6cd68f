// generated from contracts/ — do not edit
// array-integer-mode@1.0.0

export interface ArrayIntegerModeInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerModeOutput {
/**
 * @minItems 1
 * @maxItems 10000
 */
modes: [string, ...(string)[]]
count: number
}

export type Input = ArrayIntegerModeInput;
export type Output = ArrayIntegerModeOutput;
