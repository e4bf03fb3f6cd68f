// generated from contracts/ — do not edit
// path-file-url-convert@1.0.0

export interface PathFileUrlConvertInput {
direction: ("path_to_url" | "url_to_path")
value: string
style: ("posix" | "windows")
}

export interface PathFileUrlConvertOutput {
result: string
}

export type Input = PathFileUrlConvertInput;
export type Output = PathFileUrlConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 28000,
  "max_url_length": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
