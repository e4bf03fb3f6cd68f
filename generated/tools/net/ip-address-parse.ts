// generated from contracts/ — do not edit
// ip-address-parse@1.0.0

export interface IpAddressParseInput {
address: string
version?: ("any" | "ipv4" | "ipv6")
zone?: ("allow" | "reject")
}

export interface IpAddressParseOutput {
version: (4 | 6)
canonical: string
compressed_hex: (string | null)
expanded: string
integer: string
hex: string
zone: (string | null)
ipv4_mapped: (string | null)
is_canonical: boolean
}

export type Input = IpAddressParseInput;
export type Output = IpAddressParseOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
