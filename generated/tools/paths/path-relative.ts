// generated from contracts/ — do not edit
// path-relative@1.0.0

export interface PathRelativeInput {
from: string
to: string
style: ("posix" | "windows")
case_insensitive?: boolean
}

export interface PathRelativeOutput {
path: string
up: number
}

export type Input = PathRelativeInput;
export type Output = PathRelativeOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
