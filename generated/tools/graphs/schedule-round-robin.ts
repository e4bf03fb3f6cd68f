// generated from contracts/ — do not edit
// schedule-round-robin@1.0.0

export interface ScheduleRoundRobinInput {
/**
 * @minItems 2
 */
teams: [string, string, ...(string)[]]
}

export interface ScheduleRoundRobinOutput {
rounds: {
round: number
matches: {
home: string
away: string
}[]
bye: (string | null)
}[]
}

export type Input = ScheduleRoundRobinInput;
export type Output = ScheduleRoundRobinOutput;

/** The contract's named limits. */
export const limits = {
  "max_teams": 50,
  "max_team_name_chars": 32,
  "max_output_chars": 200000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
