// generated from contracts/ — do not edit
// path-variables-expand@1.0.0

export interface PathVariablesExpandInput {
path: string
style: ("posix" | "windows")
variables?: {
[k: string]: string
}
home?: string
on_undefined?: ("error" | "keep")
}

export interface PathVariablesExpandOutput {
path: string
/**
 * @maxItems 1000
 */
used: string[]
/**
 * @maxItems 16384
 */
undefined: string[]
}

export type Input = PathVariablesExpandInput;
export type Output = PathVariablesExpandOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767,
  "max_variables": 1000,
  "max_output_length": 65536
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","syntax_error","duplicate_key","limit_exceeded"] as const;
