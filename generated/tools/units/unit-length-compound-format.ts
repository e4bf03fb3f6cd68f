// generated from contracts/ — do not edit
// unit-length-compound-format@1.0.0

export interface UnitLengthCompoundFormatInput {
value: string
unit: ("km" | "m" | "dm" | "cm" | "mm" | "um" | "nm" | "in" | "ft" | "yd" | "mi" | "mil" | "nmi" | "ft_us" | "mi_us" | "au" | "ly")
form?: ("ft_in" | "yd_ft_in" | "m_cm" | "km_m")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitLengthCompoundFormatOutput {
text: string
negative: boolean
exact: boolean
/**
 * @minItems 2
 * @maxItems 3
 */
parts: [{
unit: ("km" | "m" | "cm" | "yd" | "ft" | "in")
value: string
}, {
unit: ("km" | "m" | "cm" | "yd" | "ft" | "in")
value: string
}]|[{
unit: ("km" | "m" | "cm" | "yd" | "ft" | "in")
value: string
}, {
unit: ("km" | "m" | "cm" | "yd" | "ft" | "in")
value: string
}, {
unit: ("km" | "m" | "cm" | "yd" | "ft" | "in")
value: string
}]
}

export type Input = UnitLengthCompoundFormatInput;
export type Output = UnitLengthCompoundFormatOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 10
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
