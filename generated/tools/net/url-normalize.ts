// generated from contracts/ — do not edit
// url-normalize@1.0.0

export interface UrlNormalizeInput {
url: string
decode_unreserved?: boolean
uppercase_percent_hex?: boolean
remove_fragment?: boolean
remove_empty_query?: boolean
remove_empty_fragment?: boolean
}

export interface UrlNormalizeOutput {
href: string
changed: boolean
}

export type Input = UrlNormalizeInput;
export type Output = UrlNormalizeOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_length": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
