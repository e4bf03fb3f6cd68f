// generated from contracts/ — do not edit
// cron-expression-parse@1.0.0

export interface CronExpressionParseInput {
/**
 * a 5-field cron expression or an @ macro
 */
expression: string
/**
 * whether a day field that starts with * (like * /2) is unrestricted (vixie) or only an exact * is (literal)
 */
wildcard_days?: ("vixie" | "literal")
}

export interface CronExpressionParseOutput {
valid: boolean
error: (null | {
field: (null | ("minute" | "hour" | "day_of_month" | "month" | "day_of_week"))
offset: number
message: string
})
schedule: (null | {
macro: (null | ("@yearly" | "@annually" | "@monthly" | "@weekly" | "@daily" | "@midnight" | "@hourly"))
/**
 * @maxItems 60
 */
minute: number[]
/**
 * @maxItems 24
 */
hour: number[]
/**
 * @maxItems 31
 */
day_of_month: number[]
/**
 * @maxItems 12
 */
month: []|[number]|[number, number]|[number, number, number]|[number, number, number, number]|[number, number, number, number, number]|[number, number, number, number, number, number]|[number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number]
/**
 * @maxItems 7
 */
day_of_week: []|[number]|[number, number]|[number, number, number]|[number, number, number, number]|[number, number, number, number, number]|[number, number, number, number, number, number]|[number, number, number, number, number, number, number]
day_of_month_restricted: boolean
day_of_week_restricted: boolean
day_rule: ("either" | "both")
can_run: boolean
})
}

export type Input = CronExpressionParseInput;
export type Output = CronExpressionParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_expression_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
