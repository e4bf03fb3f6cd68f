// generated from contracts/ — do not edit
// datetime-sort@1.0.0

export interface DatetimeSortInput {
/**
 * @maxItems 100000
 */
datetimes: string[]
order?: ("ascending" | "descending")
}

export interface DatetimeSortOutput {
/**
 * @maxItems 10000
 */
sorted: {
index: number
datetime: string
epoch_nanoseconds: string
}[]
distinct_instants: number
}

export type Input = DatetimeSortInput;
export type Output = DatetimeSortOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
