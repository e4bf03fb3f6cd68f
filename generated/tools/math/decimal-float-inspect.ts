// generated from contracts/ — do not edit
// decimal-float-inspect@1.0.0

export interface DecimalFloatInspectInput {
/**
 * Decimal literal: "0.1", "-2.5e-3", "9007199254740993", ".5".
 */
value: string
}

export interface DecimalFloatInspectOutput {
shortest: string
exact_value: (string | null)
input_exact: boolean
rounding_direction: ("none" | "up" | "down")
class: ("zero" | "subnormal" | "normal" | "infinity")
sign_bit: (0 | 1)
exponent_bits: string
fraction_bits: string
biased_exponent: number
bits_hex: string
hex_float: string
next_down: {
shortest: string
exact_value: (string | null)
bits_hex: string
}
next_up: {
shortest: string
exact_value: (string | null)
bits_hex: string
}
}

export type Input = DecimalFloatInspectInput;
export type Output = DecimalFloatInspectOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 1100,
  "max_exponent": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
