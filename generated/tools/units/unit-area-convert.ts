// generated from contracts/ — do not edit
// unit-area-convert@1.0.0

export interface UnitAreaConvertInput {
value: string
from: ("km2" | "ha" | "a" | "m2" | "dm2" | "cm2" | "mm2" | "in2" | "ft2" | "yd2" | "mi2" | "ac")
to: ("km2" | "ha" | "a" | "m2" | "dm2" | "cm2" | "mm2" | "in2" | "ft2" | "yd2" | "mi2" | "ac")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitAreaConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = UnitAreaConvertInput;
export type Output = UnitAreaConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
