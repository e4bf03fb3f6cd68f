// generated from contracts/ — do not edit
// integer-ranges-expand@1.0.0

export interface IntegerRangesExpandInput {
text: string
reversed?: ("error" | "swap")
overlap?: ("merge" | "error")
}

export interface IntegerRangesExpandOutput {
/**
 * @maxItems 10000
 */
values: string[]
count: number
}

export type Input = IntegerRangesExpandInput;
export type Output = IntegerRangesExpandOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 100000,
  "max_integer_digits": 20,
  "max_values": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
