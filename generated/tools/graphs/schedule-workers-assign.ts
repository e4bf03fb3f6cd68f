// generated from contracts/ — do not edit
// schedule-workers-assign@1.0.0

export interface ScheduleWorkersAssignInput {
tasks: {
id: string
duration: string
depends_on?: string[]
}[]
workers: number
priority?: ("critical_path" | "longest_duration" | "most_successors" | "id")
}

export interface ScheduleWorkersAssignOutput {
makespan: string
assignments: {
id: string
worker: number
start: string
finish: string
}[]
}

export type Input = ScheduleWorkersAssignInput;
export type Output = ScheduleWorkersAssignOutput;

/** The contract's named limits. */
export const limits = {
  "max_tasks": 10000,
  "max_dependencies": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_duration_chars": 40,
  "max_denominator_lcm_digits": 30,
  "max_workers": 1000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","cyclic_reference"] as const;
