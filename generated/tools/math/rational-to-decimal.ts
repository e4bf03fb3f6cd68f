// generated from contracts/ — do not edit
// rational-to-decimal@1.0.0

export interface RationalToDecimalInput {
value: string
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface RationalToDecimalOutput {
decimal: string
exact: boolean
negative?: boolean
integer_part?: string
non_repeating?: string
repeating?: string
}

export type Input = RationalToDecimalInput;
export type Output = RationalToDecimalOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 2003,
  "max_fraction_digits": 10000,
  "max_scale": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
