// generated from contracts/ — do not edit
// semver-range-max-satisfying@1.0.0

export interface SemverRangeMaxSatisfyingInput {
/**
 * @maxItems 1000000
 */
versions: string[]
range: string
include_prerelease?: boolean
loose?: boolean
}

export interface SemverRangeMaxSatisfyingOutput {
highest: (null | {
version: string
index: number
})
lowest: (null | {
version: string
index: number
})
satisfying_count: number
invalid_count: number
/**
 * @maxItems 100
 */
invalid: {
index: number
reason: ("empty" | "prefix_not_allowed" | "whitespace" | "missing_number" | "leading_zero" | "empty_identifier" | "invalid_character")
offset: number
}[]
/**
 * @minItems 1
 * @maxItems 4096
 */
sets: [string, ...(string)[]]
desugared: string
}

export type Input = SemverRangeMaxSatisfyingInput;
export type Output = SemverRangeMaxSatisfyingOutput;

/** The contract's named limits. */
export const limits = {
  "max_versions": 10000,
  "max_version_length": 256,
  "max_total_length": 262144,
  "max_range_length": 4096,
  "max_comparators": 64,
  "max_listed_invalid": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
