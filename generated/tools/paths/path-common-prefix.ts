// generated from contracts/ — do not edit
// path-common-prefix@1.0.0

export interface PathCommonPrefixInput {
/**
 * @minItems 1
 * @maxItems 1000000
 */
paths: [string, ...(string)[]]
style: ("posix" | "windows")
case_insensitive?: boolean
}

export interface PathCommonPrefixOutput {
prefix: (string | null)
depth: number
}

export type Input = PathCommonPrefixInput;
export type Output = PathCommonPrefixOutput;

/** The contract's named limits. */
export const limits = {
  "max_paths": 10000,
  "max_path_length": 32767,
  "max_total_length": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
