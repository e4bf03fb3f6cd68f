// generated from contracts/ — do not edit
// datetime-intervals-gaps@1.0.0

export interface DatetimeIntervalsGapsInput {
busy: {
/**
 * RFC 3339 date-time, included
 */
start: string
/**
 * RFC 3339 date-time, excluded
 */
end: string
}[]
window: {
/**
 * RFC 3339 date-time, included
 */
start: string
/**
 * RFC 3339 date-time, excluded
 */
end: string
}
/**
 * ISO 8601 duration without years or months; shorter gaps are left out
 */
min_length?: string
/**
 * render the gap bounds in this offset (Z or +-HH:MM) instead of as written
 */
output_offset?: string
}

export interface DatetimeIntervalsGapsOutput {
/**
 * @maxItems 10001
 */
gaps: {
start: string
end: string
seconds: string
}[]
free_seconds: string
busy_seconds: string
}

export type Input = DatetimeIntervalsGapsInput;
export type Output = DatetimeIntervalsGapsOutput;

/** The contract's named limits. */
export const limits = {
  "max_intervals": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
