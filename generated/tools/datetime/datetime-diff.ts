// generated from contracts/ — do not edit
// datetime-diff@1.0.0

export interface DatetimeDiffInput {
start: string
end: string
largest_unit?: ("weeks" | "days" | "hours" | "minutes" | "seconds")
}

export interface DatetimeDiffOutput {
seconds: string
nanoseconds: string
duration: string
components: {
weeks: string
days: string
hours: string
minutes: string
seconds: string
}
}

export type Input = DatetimeDiffInput;
export type Output = DatetimeDiffOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
