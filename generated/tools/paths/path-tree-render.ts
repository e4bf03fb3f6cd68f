// generated from contracts/ — do not edit
// path-tree-render@1.0.0

export interface PathTreeRenderInput {
/**
 * @maxItems 1000000
 */
paths: string[]
charset?: ("unicode" | "ascii")
dirs_first?: boolean
max_depth?: (number | null)
mark_directories?: boolean
root?: string
}

export interface PathTreeRenderOutput {
text: string
directories: number
files: number
}

export type Input = PathTreeRenderInput;
export type Output = PathTreeRenderOutput;

/** The contract's named limits. */
export const limits = {
  "max_paths": 10000,
  "max_path_length": 4096,
  "max_total_length": 262144,
  "max_output_bytes": 240000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
