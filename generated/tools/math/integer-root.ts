// generated from contracts/ — do not edit
// integer-root@1.0.0

export interface IntegerRootInput {
value: string
n: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface IntegerRootOutput {
root: string
exact: boolean
}

export type Input = IntegerRootInput;
export type Output = IntegerRootOutput;

/** The contract's named limits. */
export const limits = {
  "max_integer_chars": 1001,
  "max_degree": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
