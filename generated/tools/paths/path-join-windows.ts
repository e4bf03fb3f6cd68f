// generated from contracts/ — do not edit
// path-join-windows@1.0.0

export interface PathJoinWindowsInput {
/**
 * @minItems 1
 * @maxItems 100000
 */
segments: [string, ...(string)[]]
normalize?: boolean
}

export interface PathJoinWindowsOutput {
path: string
kind: ("relative" | "rooted" | "drive_relative" | "drive_absolute" | "unc" | "device" | "verbatim")
}

export type Input = PathJoinWindowsInput;
export type Output = PathJoinWindowsOutput;

/** The contract's named limits. */
export const limits = {
  "max_segments": 1000,
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
