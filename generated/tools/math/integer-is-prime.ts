// generated from contracts/ — do not edit
// integer-is-prime@1.0.0

export interface IntegerIsPrimeInput {
value: string
}

export interface IntegerIsPrimeOutput {
is_prime: boolean
method: ("less_than_two" | "small_prime" | "trial_division" | "miller_rabin")
factor?: string
witness?: string
}

export type Input = IntegerIsPrimeInput;
export type Output = IntegerIsPrimeOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_digits": 25
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
