// generated from contracts/ — do not edit
// ipv6-embedded-ipv4@1.0.0

export interface Ipv6EmbeddedIpv4Input {
address?: string
ipv4?: string
kind?: ("ipv4-mapped" | "ipv4-compatible" | "nat64" | "6to4")
nat64_prefix?: string
compatible?: boolean
}

export interface Ipv6EmbeddedIpv4Output {
address: string
kind: ("none" | "ipv4-mapped" | "ipv4-compatible" | "nat64" | "6to4" | "teredo")
ipv4: (string | null)
prefix: (string | null)
standard: (string | null)
teredo: (null | {
server: string
client_port: number
flags: number
cone_nat: boolean
})
}

export type Input = Ipv6EmbeddedIpv4Input;
export type Output = Ipv6EmbeddedIpv4Output;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
