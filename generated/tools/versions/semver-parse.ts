// generated from contracts/ — do not edit
// semver-parse@1.0.0

export interface SemverParseInput {
version: string
loose?: boolean
}

export interface SemverParseOutput {
valid: boolean
normalized: (string | null)
precedence_text: (string | null)
major: (string | null)
minor: (string | null)
patch: (string | null)
/**
 * @maxItems 128
 */
prerelease: {
value: string
kind: ("numeric" | "alphanumeric")
}[]
/**
 * @maxItems 128
 */
build: string[]
is_prerelease: boolean
invalid: (null | {
reason: ("empty" | "prefix_not_allowed" | "whitespace" | "missing_number" | "leading_zero" | "empty_identifier" | "invalid_character")
offset: number
message: string
})
}

export type Input = SemverParseInput;
export type Output = SemverParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_version_length": 256
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
