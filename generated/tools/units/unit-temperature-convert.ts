// generated from contracts/ — do not edit
// unit-temperature-convert@1.0.0

export interface UnitTemperatureConvertInput {
value: string
from: ("C" | "F" | "K" | "R")
to: ("C" | "F" | "K" | "R")
kind?: ("absolute" | "difference")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitTemperatureConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = UnitTemperatureConvertInput;
export type Output = UnitTemperatureConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
