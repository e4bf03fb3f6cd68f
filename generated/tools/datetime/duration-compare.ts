// generated from contracts/ — do not edit
// duration-compare@1.0.0

export interface DurationCompareInput {
a: string
b: string
/**
 * YYYY-MM-DD or an RFC 3339 date-time that both durations start from
 */
relative_to?: string
end_of_month?: ("clamp" | "reject")
}

export interface DurationCompareOutput {
comparison: (-1 | 0 | 1)
a_seconds: string
b_seconds: string
used_reference: boolean
}

export type Input = DurationCompareInput;
export type Output = DurationCompareOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
