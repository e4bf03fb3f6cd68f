// generated from contracts/ — do not edit
// unit-speed-convert@1.0.0

export interface UnitSpeedConvertInput {
value: string
from: ("m/s" | "km/h" | "mi/h" | "kn" | "ft/s")
to: ("m/s" | "km/h" | "mi/h" | "kn" | "ft/s")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitSpeedConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = UnitSpeedConvertInput;
export type Output = UnitSpeedConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
