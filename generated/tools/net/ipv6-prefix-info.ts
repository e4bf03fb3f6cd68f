// generated from contracts/ — do not edit
// ipv6-prefix-info@1.0.0

export interface Ipv6PrefixInfoInput {
prefix: string
normalize?: boolean
}

export interface Ipv6PrefixInfoOutput {
prefix: string
prefix_length: number
network: string
network_expanded: string
last_address: string
last_address_expanded: string
netmask: string
address_count: string
subnets_64: (string | null)
}

export type Input = Ipv6PrefixInfoInput;
export type Output = Ipv6PrefixInfoOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
