// generated from contracts/ — do not edit
// date-add-duration@1.0.0

export interface DateAddDurationInput {
date: string
duration: string
/**
 * what a missing day (Jan 31 + 1 month) becomes: the month's last day, or an error
 */
end_of_month?: ("clamp" | "reject")
}

export interface DateAddDurationOutput {
date: string
clamped: boolean
}

export type Input = DateAddDurationInput;
export type Output = DateAddDurationOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
