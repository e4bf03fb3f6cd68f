// generated from contracts/ — do not edit
// integer-twos-complement@1.0.0

export interface IntegerTwosComplementInput {
direction: ("encode" | "decode")
width: number
signedness: ("signed" | "unsigned")
/**
 * encode: the integer
 */
value?: string
/**
 * decode: the bits in binary or hex
 */
pattern?: string
/**
 * decode: how pattern is written
 */
pattern_format?: ("binary" | "hex")
hex_case?: ("lower" | "upper")
}

export interface IntegerTwosComplementOutput {
value: string
binary: string
hex: string
}

export type Input = IntegerTwosComplementInput;
export type Output = IntegerTwosComplementOutput;

/** The contract's named limits. */
export const limits = {
  "max_width_bits": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
