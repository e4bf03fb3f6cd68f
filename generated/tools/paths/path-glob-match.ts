// generated from contracts/ — do not edit
// path-glob-match@1.0.0

export interface PathGlobMatchInput {
path: string
pattern: string
dot?: boolean
case_insensitive?: boolean
}

export interface PathGlobMatchOutput {
matched: boolean
alternative: (string | null)
}

export type Input = PathGlobMatchInput;
export type Output = PathGlobMatchOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 4096,
  "max_pattern_length": 1024,
  "max_brace_expansions": 256,
  "max_expanded_length": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
