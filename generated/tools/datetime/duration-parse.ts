// generated from contracts/ — do not edit
// duration-parse@1.0.0

export interface DurationParseInput {
duration: string
}

export interface DurationParseOutput {
negative: boolean
years: string
months: string
weeks: string
days: string
hours: string
minutes: string
seconds: string
fraction_unit: (("years" | "months" | "weeks" | "days" | "hours" | "minutes" | "seconds") | null)
canonical: string
has_calendar_parts: boolean
total_seconds: (string | null)
total_nanoseconds: (string | null)
}

export type Input = DurationParseInput;
export type Output = DurationParseOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
