// generated from contracts/ — do not edit
// schedule-rooms-assign@1.0.0

export interface ScheduleRoomsAssignInput {
intervals: {
id: string
start: string
end: string
}[]
}

export interface ScheduleRoomsAssignOutput {
rooms: number
assignments: {
id: string
room: number
}[]
by_room: {
room: number
ids: string[]
}[]
}

export type Input = ScheduleRoomsAssignInput;
export type Output = ScheduleRoomsAssignOutput;

/** The contract's named limits. */
export const limits = {
  "max_intervals": 10000,
  "max_time_chars": 40,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
