// generated from contracts/ — do not edit
// url-percent-encode@1.0.0

export interface UrlPercentEncodeInput {
text: string
encode_set?: ("c0-control" | "fragment" | "query" | "special-query" | "path" | "path-segment" | "userinfo" | "component" | "form" | "unreserved")
}

export interface UrlPercentEncodeOutput {
encoded: string
}

export type Input = UrlPercentEncodeInput;
export type Output = UrlPercentEncodeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_length": 16384
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
