// generated from contracts/ — do not edit
// integer-factorize@1.0.0

export interface IntegerFactorizeInput {
value: string
}

export interface IntegerFactorizeOutput {
sign: (-1 | 0 | 1)
/**
 * @maxItems 64
 */
factors: {
prime: string
exponent: number
}[]
}

export type Input = IntegerFactorizeInput;
export type Output = IntegerFactorizeOutput;

/** The contract's named limits. */
export const limits = {
  "max_abs_power_of_two": 64,
  "max_rho_iterations": 2000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
