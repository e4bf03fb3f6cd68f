// generated from contracts/ — do not edit
// decimal-round@1.0.0

export interface DecimalRoundInput {
/**
 * The decimal to round: "-12.345", "2.5", "1.5E+3".
 */
value: string
/**
 * Fraction digits to keep; negative rounds to tens (-1), hundreds (-2)...
 */
scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface DecimalRoundOutput {
value: string
scale: number
}

export type Input = DecimalRoundInput;
export type Output = DecimalRoundOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000,
  "max_scale": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
