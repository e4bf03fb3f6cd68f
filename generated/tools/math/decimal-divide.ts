// generated from contracts/ — do not edit
// decimal-divide@1.0.0

export interface DecimalDivideInput {
dividend: string
divisor: string
/**
 * Fraction digits of the quotient; negative rounds to tens, hundreds... Required unless rounding is exact.
 */
scale?: number
/**
 * One of the seven rounding modes (contracts/schemas/rounding-mode.yaml), or exact: fail instead of rounding.
 */
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor" | "exact")
}

export interface DecimalDivideOutput {
quotient: string
scale: number
exact: boolean
}

export type Input = DecimalDivideInput;
export type Output = DecimalDivideOutput;

/** The contract's named limits. */
export const limits = {
  "max_exponent": 1000,
  "max_scale": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","inexact_result","limit_exceeded","division_by_zero"] as const;
