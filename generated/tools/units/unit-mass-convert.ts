// generated from contracts/ — do not edit
// unit-mass-convert@1.0.0

export interface UnitMassConvertInput {
value: string
from: ("t" | "kg" | "g" | "mg" | "ug" | "lb" | "oz" | "gr" | "st" | "short_ton" | "long_ton" | "ozt" | "lbt" | "ct")
to: ("t" | "kg" | "g" | "mg" | "ug" | "lb" | "oz" | "gr" | "st" | "short_ton" | "long_ton" | "ozt" | "lbt" | "ct")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitMassConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = UnitMassConvertInput;
export type Output = UnitMassConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
