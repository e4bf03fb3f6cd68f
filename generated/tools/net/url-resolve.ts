// generated from contracts/ — do not edit
// url-resolve@1.0.0

export interface UrlResolveInput {
reference: string
base: string
}

export interface UrlResolveOutput {
href: string
}

export type Input = UrlResolveInput;
export type Output = UrlResolveOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_length": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
