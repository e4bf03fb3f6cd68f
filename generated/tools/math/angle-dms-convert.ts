// generated from contracts/ — do not edit
// angle-dms-convert@1.0.0

export interface AngleDmsConvertInput {
value: string
from: ("deg" | "arcmin" | "arcsec")
to: ("deg" | "arcmin" | "arcsec")
}

export interface AngleDmsConvertOutput {
numerator: string
denominator: string
}

export type Input = AngleDmsConvertInput;
export type Output = AngleDmsConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
