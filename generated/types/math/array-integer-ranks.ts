// generated from contracts/ — do not edit
// array-integer-ranks@1.0.0

export interface ArrayIntegerRanksInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
values: [string, ...(string)[]]
}

export interface ArrayIntegerRanksOutput {
/**
 * @minItems 1
 * @maxItems 10000
 */
ranks: [number, ...(number)[]]
}

export type Input = ArrayIntegerRanksInput;
export type Output = ArrayIntegerRanksOutput;
