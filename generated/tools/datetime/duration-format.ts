// generated from contracts/ — do not edit
// duration-format@1.0.0

export interface DurationFormatInput {
/**
 * the length in seconds: an integer, or a decimal string with at most 9 fraction digits
 */
seconds: (number | string)
largest_unit?: ("weeks" | "days" | "hours" | "minutes" | "seconds")
style?: ("iso8601" | "compact")
}

export interface DurationFormatOutput {
duration: string
components: {
weeks: string
days: string
hours: string
minutes: string
seconds: string
}
}

export type Input = DurationFormatInput;
export type Output = DurationFormatOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
