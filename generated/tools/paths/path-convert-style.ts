// generated from contracts/ — do not edit
// path-convert-style@1.0.0

export interface PathConvertStyleInput {
path: string
from: ("posix" | "windows" | "msys" | "wsl" | "cygwin")
to: ("posix" | "windows" | "msys" | "wsl" | "cygwin")
}

export interface PathConvertStyleOutput {
path: string
kind: ("relative" | "drive" | "unc" | "rooted")
}

export type Input = PathConvertStyleInput;
export type Output = PathConvertStyleOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
