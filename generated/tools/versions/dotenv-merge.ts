// generated from contracts/ — do not edit
// dotenv-merge@1.0.0

export interface DotenvMergeInput {
/**
 * @minItems 1
 * @maxItems 10000
 */
files: [{
name: string
text: string
}, ...({
name: string
text: string
})[]]
}

export interface DotenvMergeOutput {
variables: {
key: string
value: string
file: string
file_index: number
line: number
overridden: {
file: string
file_index: number
line: number
}[]
}[]
warnings: {
file: string
file_index: number
line: number
code: ("duplicate_key" | "skipped_line")
message: string
}[]
}

export type Input = DotenvMergeInput;
export type Output = DotenvMergeOutput;

/** The contract's named limits. */
export const limits = {
  "max_files": 32,
  "max_total_length": 131072
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
