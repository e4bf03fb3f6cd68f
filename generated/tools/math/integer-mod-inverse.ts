// generated from contracts/ — do not edit
// integer-mod-inverse@1.0.0

export interface IntegerModInverseInput {
value: string
modulus: string
}

export interface IntegerModInverseOutput {
exists: boolean
inverse?: string
gcd: string
x: string
y: string
}

export type Input = IntegerModInverseInput;
export type Output = IntegerModInverseOutput;

/** The contract's named limits. */
export const limits = {
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
