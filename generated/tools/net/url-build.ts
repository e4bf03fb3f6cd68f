// generated from contracts/ — do not edit
// url-build@1.0.0

export interface UrlBuildInput {
scheme: string
username?: string
password?: string
host?: (string | null)
port?: (number | null)
/**
 * @maxItems 1000000
 */
path_segments?: string[]
opaque_path?: string
query?: (string | null)
fragment?: (string | null)
}

export interface UrlBuildOutput {
url: string
host: (string | null)
}

export type Input = UrlBuildInput;
export type Output = UrlBuildOutput;

/** The contract's named limits. */
export const limits = {
  "max_total_length": 16384,
  "max_path_segments": 1024
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
