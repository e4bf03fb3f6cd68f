// generated from contracts/ — do not edit
// path-is-within@1.0.0

export interface PathIsWithinInput {
candidate: string
base: string
style: ("posix" | "windows")
case_insensitive?: boolean
allow_equal?: boolean
}

export interface PathIsWithinOutput {
within: boolean
relative: (string | null)
}

export type Input = PathIsWithinInput;
export type Output = PathIsWithinOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
