// generated from contracts/ — do not edit
// path-normalize-posix@1.0.0

export interface PathNormalizePosixInput {
path: string
trailing_separator?: ("keep" | "remove")
}

export interface PathNormalizePosixOutput {
path: string
/**
 * @maxItems 16384
 */
segments: string[]
}

export type Input = PathNormalizePosixInput;
export type Output = PathNormalizePosixOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
