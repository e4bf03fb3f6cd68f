// generated from contracts/ — do not edit
// datetime-interval-overlap@1.0.0

export interface DatetimeIntervalOverlapInput {
a: {
/**
 * RFC 3339 date-time, included
 */
start: string
/**
 * RFC 3339 date-time, excluded
 */
end: string
}
b: {
/**
 * RFC 3339 date-time, included
 */
start: string
/**
 * RFC 3339 date-time, excluded
 */
end: string
}
}

export interface DatetimeIntervalOverlapOutput {
overlaps: boolean
relation: ("before" | "meets" | "overlaps" | "starts" | "during" | "finishes" | "equals" | "after" | "met_by" | "overlapped_by" | "started_by" | "contains" | "finished_by")
overlap: (null | {
start: string
end: string
})
length_seconds: string
length_duration: string
gap_seconds: (null | string)
}

export type Input = DatetimeIntervalOverlapInput;
export type Output = DatetimeIntervalOverlapOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
