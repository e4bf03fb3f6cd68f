// generated from contracts/ — do not edit
// datetime-recurrence-expand@1.0.0

export interface DatetimeRecurrenceExpandInput {
/**
 * RFC 5545 RRULE value, e.g. FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10
 */
rrule: string
/**
 * RFC 3339 date-time with an offset: the first occurrence
 */
dtstart: string
/**
 * the most occurrences to list (DTSTART included)
 */
limit?: number
/**
 * how many years past DTSTART's year to search
 */
search_years?: number
/**
 * RFC 3339 date-time: list only occurrences strictly after it (they still count toward COUNT)
 */
after?: string
}

export interface DatetimeRecurrenceExpandOutput {
/**
 * @maxItems 1000
 */
occurrences: string[]
count: number
first_index: (null | number)
stopped_by: ("count" | "until" | "end_of_calendar" | "limit" | "search_years")
dtstart_matches_rule: boolean
}

export type Input = DatetimeRecurrenceExpandInput;
export type Output = DatetimeRecurrenceExpandOutput;

/** The contract's named limits. */
export const limits = {
  "max_occurrences": 1000,
  "max_search_years": 400,
  "max_rule_chars": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
