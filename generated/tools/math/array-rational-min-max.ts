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

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
