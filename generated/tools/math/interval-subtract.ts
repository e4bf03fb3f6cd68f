// generated from contracts/ — do not edit
// interval-subtract@1.0.0

export interface IntervalSubtractInput {
/**
 * @maxItems 10000
 */
a: string[]
/**
 * @maxItems 10000
 */
b: string[]
}

export interface IntervalSubtractOutput {
/**
 * @maxItems 20001
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

export type Input = IntervalSubtractInput;
export type Output = IntervalSubtractOutput;

/** The contract's named limits. */
export const limits = {
  "max_intervals": 10000,
  "max_interval_chars": 520
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
