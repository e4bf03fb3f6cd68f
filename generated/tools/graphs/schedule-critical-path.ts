// generated from contracts/ — do not edit
// schedule-critical-path@1.0.0

export interface ScheduleCriticalPathInput {
tasks: {
id: string
duration: string
depends_on?: string[]
}[]
max_paths?: number
}

export interface ScheduleCriticalPathOutput {
project_duration: string
tasks: {
id: string
duration: string
earliest_start: string
earliest_finish: string
latest_start: string
latest_finish: string
slack: string
critical: boolean
}[]
critical_paths: string[][]
critical_paths_truncated: boolean
}

export type Input = ScheduleCriticalPathInput;
export type Output = ScheduleCriticalPathOutput;

/** The contract's named limits. */
export const limits = {
  "max_tasks": 10000,
  "max_dependencies": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_duration_chars": 40,
  "max_denominator_lcm_digits": 30,
  "max_paths": 100,
  "max_critical_path_ids": 20000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","cyclic_reference"] as const;
