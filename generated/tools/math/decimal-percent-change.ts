// generated from contracts/ — do not edit
// decimal-percent-change@1.0.0

export interface DecimalPercentChangeInput {
/**
 * The base (before) value: "80", "-10", "25.00".
 */
old_value: string
/**
 * The value after the change.
 */
new_value: string
/**
 * Fraction digits of the percentage; negative rounds to tens of percent.
 */
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface DecimalPercentChangeOutput {
percent: (string | null)
scale: number
exact: (boolean | null)
direction: ("increase" | "decrease" | "unchanged")
undefined_reason: ("old_value_zero" | null)
}

export type Input = DecimalPercentChangeInput;
export type Output = DecimalPercentChangeOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000,
  "max_scale": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
