// generated from contracts/ — do not edit
// path-gitignore-match@1.0.0

export interface PathGitignoreMatchInput {
/**
 * @maxItems 1000000
 */
paths: string[]
gitignore: string
}

export interface PathGitignoreMatchOutput {
results: {
path: string
ignored: boolean
match: (null | {
line: number
text: string
negated: boolean
directory: (string | null)
})
}[]
}

export type Input = PathGitignoreMatchInput;
export type Output = PathGitignoreMatchOutput;

/** The contract's named limits. */
export const limits = {
  "max_paths": 10000,
  "max_path_length": 4096,
  "max_total_length": 65536,
  "max_gitignore_length": 262144,
  "max_match_steps": 4000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
