// generated from contracts/ — do not edit
// ip-address-truncate@1.0.0

export interface IpAddressTruncateInput {
address: string
ipv4_prefix?: number
ipv6_prefix?: number
mapped_as_ipv4?: boolean
}

export interface IpAddressTruncateOutput {
address: string
prefix_length: number
cidr: string
version: (4 | 6)
treated_as: ("ipv4" | "ipv6")
}

export type Input = IpAddressTruncateInput;
export type Output = IpAddressTruncateOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
