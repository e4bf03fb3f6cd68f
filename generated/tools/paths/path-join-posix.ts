// generated from contracts/ — do not edit
// path-join-posix@1.0.0

export interface PathJoinPosixInput {
/**
 * @minItems 1
 * @maxItems 100000
 */
segments: [string, ...(string)[]]
normalize?: boolean
}

export interface PathJoinPosixOutput {
path: string
absolute: boolean
}

export type Input = PathJoinPosixInput;
export type Output = PathJoinPosixOutput;

/** The contract's named limits. */
export const limits = {
  "max_segments": 1000,
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
