// generated from contracts/ — do not edit
// interval-union@1.0.0

export interface IntervalUnionInput {
/**
 * @maxItems 10000
 */
intervals: string[]
}

export interface IntervalUnionOutput {
/**
 * @maxItems 10000
 */
intervals: {
text: string
lower: (null | {
numerator: string
denominator: string
})
upper: (null | {
numerator: string
denominator: string
})
lower_closed: boolean
upper_closed: boolean
}[]
}

export type Input = IntervalUnionInput;
export type Output = IntervalUnionOutput;

/** The contract's named limits. */
export const limits = {
  "max_intervals": 10000,
  "max_interval_chars": 520
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
