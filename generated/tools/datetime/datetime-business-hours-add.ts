// generated from contracts/ — do not edit
// datetime-business-hours-add@1.0.0

export interface DatetimeBusinessHoursAddInput {
start: string
duration: string
/**
 * weekly business hours; default Monday-Friday 09:00-17:00; the schema bound is looser than the tool's max_hours_entries (limit_exceeded)
 * 
 * @maxItems 1000
 */
hours?: {
/**
 * ISO weekdays, Monday 1 ... Sunday 7
 * 
 * @minItems 1
 * @maxItems 7
 */
days: [number]|[number, number]|[number, number, number]|[number, number, number, number]|[number, number, number, number, number]|[number, number, number, number, number, number]|[number, number, number, number, number, number, number]
/**
 * opening time HH:MM[:SS[.fraction]]
 */
start: string
/**
 * closing time HH:MM[:SS[.fraction]] or 24:00; before start for an overnight shift
 */
end: string
}[]
/**
 * closed dates YYYY-MM-DD; the schema bound is what a 256 KiB request can hold, the tool's own max_holidays (limit_exceeded) is smaller
 * 
 * @maxItems 20000
 */
holidays?: string[]
offset?: string
}

export interface DatetimeBusinessHoursAddOutput {
due: string
work_starts: (string | null)
elapsed_seconds: string
}

export type Input = DatetimeBusinessHoursAddInput;
export type Output = DatetimeBusinessHoursAddOutput;

/** The contract's named limits. */
export const limits = {
  "max_hours_entries": 100,
  "max_holidays": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
