// generated from contracts/ — do not edit
// array-integer-product@1.0.0

export interface ArrayIntegerProductInput {
/**
 * @maxItems 10000
 */
values: string[]
}

export interface ArrayIntegerProductOutput {
product: string
}

export type Input = ArrayIntegerProductInput;
export type Output = ArrayIntegerProductOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 10000,
  "max_integer_chars": 1001,
  "max_product_digits": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
