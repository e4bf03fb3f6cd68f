// generated from contracts/ — do not edit
// integer-gcd-lcm@1.0.0

export interface IntegerGcdLcmInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface IntegerGcdLcmOutput {
gcd: string
lcm: string
}

export type Input = IntegerGcdLcmInput;
export type Output = IntegerGcdLcmOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001,
  "max_lcm_digits": 10000,
  "max_lcm_digits_times_values": 10000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
