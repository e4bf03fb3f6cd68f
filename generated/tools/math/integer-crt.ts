// generated from contracts/ — do not edit
// integer-crt@1.0.0

export interface IntegerCrtInput {
/**
 * @minItems 1
 * @maxItems 1000
 */
congruences: [{
remainder: string
modulus: string
}, ...({
remainder: string
modulus: string
})[]]
}

export interface IntegerCrtOutput {
exists: boolean
solution?: string
modulus?: string
conflicting_index?: number
}

export type Input = IntegerCrtInput;
export type Output = IntegerCrtOutput;

/** The contract's named limits. */
export const limits = {
  "max_congruences": 1000,
  "max_integer_chars": 1001,
  "max_modulus_digits": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
