// generated from contracts/ — do not edit
// integer-divmod@1.0.0

export interface IntegerDivmodInput {
dividend: string
divisor: string
convention?: ("truncate" | "floor" | "euclidean")
}

export interface IntegerDivmodOutput {
quotient: string
remainder: string
}

export type Input = IntegerDivmodInput;
export type Output = IntegerDivmodOutput;

/** The contract's named limits. */
export const limits = {
  "max_integer_chars": 1001
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
