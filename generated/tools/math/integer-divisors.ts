// generated from contracts/ — do not edit
// integer-divisors@1.0.0

export interface IntegerDivisorsInput {
value: string
include_divisors?: boolean
}

export interface IntegerDivisorsOutput {
count: number
sum: string
/**
 * @maxItems 10000
 */
divisors?: string[]
}

export type Input = IntegerDivisorsInput;
export type Output = IntegerDivisorsOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_power_of_two": 64,
  "max_divisors": 10000,
  "max_rho_iterations": 2000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
