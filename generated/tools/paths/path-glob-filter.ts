// generated from contracts/ — do not edit
// path-glob-filter@1.0.0

export interface PathGlobFilterInput {
/**
 * @maxItems 1000000
 */
paths: string[]
/**
 * @minItems 1
 * @maxItems 100000
 */
include: [string, ...(string)[]]
/**
 * @maxItems 100000
 */
exclude?: string[]
dot?: boolean
case_insensitive?: boolean
}

export interface PathGlobFilterOutput {
/**
 * @maxItems 10000
 */
selected: string[]
/**
 * @maxItems 10000
 */
excluded: string[]
selected_count: number
excluded_count: number
}

export type Input = PathGlobFilterInput;
export type Output = PathGlobFilterOutput;

/** The contract's named limits. */
export const limits = {
  "max_paths": 10000,
  "max_path_length": 4096,
  "max_total_path_length": 32768,
  "max_patterns": 64,
  "max_pattern_length": 1024,
  "max_brace_expansions": 256,
  "max_expanded_length": 1024
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
