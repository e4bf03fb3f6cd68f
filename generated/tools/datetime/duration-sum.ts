// generated from contracts/ — do not edit
// duration-sum@1.0.0

export interface DurationSumInput {
/**
 * @maxItems 100000
 */
durations: string[]
largest_unit?: ("weeks" | "days" | "hours" | "minutes" | "seconds")
months_to_years?: boolean
}

export interface DurationSumOutput {
duration: (string | null)
mixed_signs: boolean
years: string
months: string
exact: {
weeks: string
days: string
hours: string
minutes: string
seconds: string
}
exact_seconds: string
count: number
}

export type Input = DurationSumInput;
export type Output = DurationSumOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
