// generated from contracts/ — do not edit
// integer-combinatorics@1.0.0

export interface IntegerCombinatoricsInput {
kind: ("factorial" | "combinations" | "permutations" | "combinations_with_repetition" | "permutations_with_repetition")
n: string
k?: string
}

export interface IntegerCombinatoricsOutput {
value: string
digits: number
}

export type Input = IntegerCombinatoricsInput;
export type Output = IntegerCombinatoricsOutput;

/** The contract's named limits. */
export const limits = {
  "max_result_bits": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
