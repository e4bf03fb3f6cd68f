// generated from contracts/ — do not edit
// decimal-round-significant@1.0.0

export interface DecimalRoundSignificantInput {
value: string
/**
 * Significant digits to keep (at least 1).
 */
digits: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface DecimalRoundSignificantOutput {
value: string
scale: number
}

export type Input = DecimalRoundSignificantInput;
export type Output = DecimalRoundSignificantOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000,
  "max_digits": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
