// generated from contracts/ — do not edit
// integer-bitwise@1.0.0

export interface IntegerBitwiseInput {
operation: ("and" | "or" | "xor" | "and_not" | "shift_left" | "shift_right" | "not")
a: string
/**
 * second operand of and, or, xor, and_not
 */
b?: string
/**
 * bit count of shift_left and shift_right
 */
shift?: number
/**
 * bit width of not
 */
width?: number
/**
 * how not reads a and its result
 */
signedness?: ("signed" | "unsigned")
}

export interface IntegerBitwiseOutput {
result: string
}

export type Input = IntegerBitwiseInput;
export type Output = IntegerBitwiseOutput;

/** The contract's named limits. */
export const limits = {
  "max_shift_bits": 32768,
  "max_width_bits": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
