// generated from contracts/ — do not edit
// semver-compare@1.0.0

export interface SemverCompareInput {
a: string
b: string
loose?: boolean
}

export interface SemverCompareOutput {
result: (-1 | 0 | 1)
deciding: ("major" | "minor" | "patch" | "prerelease_presence" | "prerelease_identifier" | "prerelease_length" | "none")
prerelease_index: (number | null)
a_part: (string | null)
b_part: (string | null)
build_differs: boolean
a_normalized: string
b_normalized: string
}

export type Input = SemverCompareInput;
export type Output = SemverCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_version_length": 256
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
