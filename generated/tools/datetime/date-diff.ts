// generated from contracts/ — do not edit
// date-diff@1.0.0

export interface DateDiffInput {
start: string
end: string
largest_unit?: ("years" | "months" | "weeks" | "days")
}

export interface DateDiffOutput {
years: number
months: number
weeks: number
days: number
total_days: number
duration: string
}

export type Input = DateDiffInput;
export type Output = DateDiffOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
