// generated from contracts/ — do not edit
// datetime-compare@1.0.0

export interface DatetimeCompareInput {
a: string
b: string
}

export interface DatetimeCompareOutput {
comparison: (-1 | 0 | 1)
equal: boolean
difference_nanoseconds: string
difference_seconds: string
}

export type Input = DatetimeCompareInput;
export type Output = DatetimeCompareOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
