// generated from contracts/ — do not edit
// semver-range-satisfies@1.0.0

export interface SemverRangeSatisfiesInput {
version: string
range: string
include_prerelease?: boolean
loose?: boolean
}

export interface SemverRangeSatisfiesOutput {
satisfies: boolean
matching_set: (number | null)
matching_comparators: (string | null)
prerelease_excluded: boolean
/**
 * @minItems 1
 * @maxItems 4096
 */
sets: [string, ...(string)[]]
desugared: string
}

export type Input = SemverRangeSatisfiesInput;
export type Output = SemverRangeSatisfiesOutput;

/** The contract's named limits. */
export const limits = {
  "max_version_length": 256,
  "max_range_length": 4096,
  "max_comparators": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
