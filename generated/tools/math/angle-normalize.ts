// generated from contracts/ — do not edit
// angle-normalize@1.0.0

export interface AngleNormalizeInput {
angle: string
unit: ("degrees" | "gradians" | "turns")
range?: ("unsigned" | "signed")
}

export interface AngleNormalizeOutput {
value: {
numerator: string
denominator: string
}
text: string
turns: string
}

export type Input = AngleNormalizeInput;
export type Output = AngleNormalizeOutput;

/** The contract's named limits. */
export const limits = {
  "max_angle_chars": 2003
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
