// generated from contracts/ — do not edit
// path-group@1.0.0

export interface PathGroupInput {
/**
 * @maxItems 1000000
 */
paths: string[]
key: ("directory" | "top_level" | "extension")
style?: ("posix" | "windows")
depth?: (number | null)
fold_extension_case?: boolean
order?: ("first_seen" | "key" | "count")
}

export interface PathGroupOutput {
total: number
groups: {
key: string
count: number
paths: string[]
}[]
}

export type Input = PathGroupInput;
export type Output = PathGroupOutput;

/** The contract's named limits. */
export const limits = {
  "max_paths": 10000,
  "max_path_length": 4096,
  "max_total_length": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
