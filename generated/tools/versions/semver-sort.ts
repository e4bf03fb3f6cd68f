// generated from contracts/ — do not edit
// semver-sort@1.0.0

export interface SemverSortInput {
/**
 * @maxItems 1000000
 */
versions: string[]
order?: ("ascending" | "descending")
loose?: boolean
invalid?: ("error" | "list")
}

export interface SemverSortOutput {
/**
 * @maxItems 10000
 */
sorted: string[]
/**
 * @maxItems 10000
 */
indices: number[]
invalid_count: number
/**
 * @maxItems 100
 */
invalid: {
index: number
reason: ("empty" | "prefix_not_allowed" | "whitespace" | "missing_number" | "leading_zero" | "empty_identifier" | "invalid_character")
offset: number
}[]
}

export type Input = SemverSortInput;
export type Output = SemverSortOutput;

/** The contract's named limits. */
export const limits = {
  "max_versions": 10000,
  "max_version_length": 256,
  "max_total_length": 131072,
  "max_listed_invalid": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
