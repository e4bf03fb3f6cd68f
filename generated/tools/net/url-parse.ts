// generated from contracts/ — do not edit
// url-parse@1.0.0

export interface UrlParseInput {
url: string
base?: (string | null)
}

export interface UrlParseOutput {
href: string
scheme: string
special: boolean
username: string
password: string
host: (string | null)
host_type: ("domain" | "ipv4" | "ipv6" | "opaque" | "empty" | "none")
port: (number | null)
path: string
path_segments: (string[] | null)
path_opaque: boolean
query: (string | null)
fragment: (string | null)
origin: string
}

export type Input = UrlParseInput;
export type Output = UrlParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_length": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
