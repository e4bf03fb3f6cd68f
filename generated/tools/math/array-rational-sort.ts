// generated from contracts/ — do not edit
// array-rational-sort@1.0.0

export interface ArrayRationalSortInput {
/**
 * @maxItems 2000
 */
values: string[]
order?: ("asc" | "desc")
}

export interface ArrayRationalSortOutput {
values: {
index: number
value: string
numerator: string
denominator: string
}[]
}

export type Input = ArrayRationalSortInput;
export type Output = ArrayRationalSortOutput;

/** The contract's named limits. */
export const limits = {
  "max_values": 2000,
  "max_total_chars": 40000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
