// generated from contracts/ — do not edit
// url-relativize@1.0.0

export interface UrlRelativizeInput {
base: string
target: string
network_path?: boolean
}

export interface UrlRelativizeOutput {
reference: string
form: ("empty" | "fragment" | "query" | "relative-path" | "absolute-path" | "network-path" | "absolute")
}

export type Input = UrlRelativizeInput;
export type Output = UrlRelativizeOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_length": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
