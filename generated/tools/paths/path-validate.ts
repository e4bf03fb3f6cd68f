// generated from contracts/ — do not edit
// path-validate@1.0.0

export interface PathValidateInput {
path: string
style: ("posix" | "windows")
/**
 * windows only: allow 32767 code units instead of MAX_PATH (default false)
 */
long_paths?: boolean
}

export interface PathValidateOutput {
valid: boolean
truncated: boolean
/**
 * @maxItems 1000
 */
problems: {
code: ("empty" | "invalid_root" | "path_too_long" | "forbidden_character" | "reserved_name" | "trailing_dot_or_space" | "name_too_long")
segment_index: (number | null)
name: (string | null)
character: (string | null)
}[]
}

export type Input = PathValidateInput;
export type Output = PathValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 40000,
  "max_problems": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
