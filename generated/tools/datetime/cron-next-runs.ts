// generated from contracts/ — do not edit
// cron-next-runs@1.0.0

export interface CronNextRunsInput {
/**
 * a 5-field cron expression or an @ macro
 */
expression: string
/**
 * RFC 3339 date-time; runs strictly after it are listed
 */
after: string
count?: number
/**
 * the fixed UTC offset whose wall clock the fields are read on: Z or +-HH:MM
 */
offset?: string
/**
 * how many calendar years past after's year to search
 */
search_years?: number
/**
 * whether a day field that starts with * (like * /2) is unrestricted (vixie) or only an exact * is (literal)
 */
wildcard_days?: ("vixie" | "literal")
}

export interface CronNextRunsOutput {
/**
 * @maxItems 1000
 */
runs: string[]
complete: boolean
can_run: boolean
searched_until: string
}

export type Input = CronNextRunsInput;
export type Output = CronNextRunsOutput;

/** The contract's named limits. */
export const limits = {
  "max_count": 1000,
  "max_search_years": 400,
  "max_expression_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
