// generated from contracts/ — do not edit
// schedule-intervals-select@1.0.0

export interface ScheduleIntervalsSelectInput {
intervals: {
id: string
start: string
end: string
weight?: string
}[]
}

export interface ScheduleIntervalsSelectOutput {
ids: string[]
count: number
total: {
numerator: string
denominator: string
}
}

export type Input = ScheduleIntervalsSelectInput;
export type Output = ScheduleIntervalsSelectOutput;

/** The contract's named limits. */
export const limits = {
  "max_intervals": 10000,
  "max_time_chars": 40,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_weight_lcm_digits": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
