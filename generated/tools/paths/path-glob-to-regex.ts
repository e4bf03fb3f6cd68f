// generated from contracts/ — do not edit
// path-glob-to-regex@1.0.0

export interface PathGlobToRegexInput {
pattern: string
flavor?: ("re2" | "ecmascript" | "pcre")
dot?: boolean
case_insensitive?: boolean
}

export interface PathGlobToRegexOutput {
regex: string
flags: ("" | "u")
alternatives: number
}

export type Input = PathGlobToRegexInput;
export type Output = PathGlobToRegexOutput;

/** The contract's named limits. */
export const limits = {
  "max_pattern_length": 1024,
  "max_brace_expansions": 256,
  "max_expanded_length": 1024,
  "max_regex_length": 65536
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
