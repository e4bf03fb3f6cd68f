// generated from contracts/ — do not edit
// interval-arithmetic@1.0.0

export interface IntervalArithmeticInput {
a: string
b: string
operation: ("add" | "subtract" | "multiply" | "divide")
}

export interface IntervalArithmeticOutput {
interval: {
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
}
}

export type Input = IntervalArithmeticInput;
export type Output = IntervalArithmeticOutput;

/** The contract's named limits. */
export const limits = {
  "max_interval_chars": 520
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
