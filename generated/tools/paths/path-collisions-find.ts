// generated from contracts/ — do not edit
// path-collisions-find@1.0.0

export interface PathCollisionsFindInput {
/**
 * @maxItems 1000000
 */
paths: string[]
target: ("case_insensitive" | "normalization_insensitive" | "case_and_normalization_insensitive" | "windows")
include_directories?: boolean
}

export interface PathCollisionsFindOutput {
count: number
groups: {
key: string
/**
 * @minItems 2
 */
names: [string, string, ...(string)[]]
}[]
}

export type Input = PathCollisionsFindInput;
export type Output = PathCollisionsFindOutput;

/** The contract's named limits. */
export const limits = {
  "max_paths": 10000,
  "max_path_length": 4096,
  "max_total_length": 65536,
  "max_key_length": 8192,
  "max_output_length": 200000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
