// generated from contracts/ — do not edit
// unit-length-convert@1.0.0

export interface UnitLengthConvertInput {
value: string
from: ("km" | "m" | "dm" | "cm" | "mm" | "um" | "nm" | "in" | "ft" | "yd" | "mi" | "mil" | "nmi" | "ft_us" | "mi_us" | "au" | "ly")
to: ("km" | "m" | "dm" | "cm" | "mm" | "um" | "nm" | "in" | "ft" | "yd" | "mi" | "mil" | "nmi" | "ft_us" | "mi_us" | "au" | "ly")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitLengthConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = UnitLengthConvertInput;
export type Output = UnitLengthConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
