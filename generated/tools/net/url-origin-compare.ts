// generated from contracts/ — do not edit
// url-origin-compare@1.0.0

export interface UrlOriginCompareInput {
a: string
b: string
include_private?: boolean
}

export interface UrlOriginCompareOutput {
a: {
origin: string
opaque: boolean
scheme: (string | null)
host: (string | null)
port: (number | null)
registrable_domain: (string | null)
site: string
}
b: {
origin: string
opaque: boolean
scheme: (string | null)
host: (string | null)
port: (number | null)
registrable_domain: (string | null)
site: string
}
same_origin: boolean
schemelessly_same_site: boolean
same_site: boolean
}

export type Input = UrlOriginCompareInput;
export type Output = UrlOriginCompareOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_length": 65536
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
