// generated from contracts/ — do not edit
// path-normalize-windows@1.0.0

export interface PathNormalizeWindowsInput {
path: string
trailing_separator?: ("keep" | "remove")
}

export interface PathNormalizeWindowsOutput {
path: string
kind: ("relative" | "rooted" | "drive_relative" | "drive_absolute" | "unc" | "device" | "verbatim")
/**
 * @maxItems 16384
 */
segments: string[]
}

export type Input = PathNormalizeWindowsInput;
export type Output = PathNormalizeWindowsOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
