// generated from contracts/ — do not edit
// ipv4-subnet-info@1.0.0

export interface Ipv4SubnetInfoInput {
cidr: string
normalize?: boolean
}

export interface Ipv4SubnetInfoOutput {
cidr: string
prefix_length: number
network: string
last_address: string
broadcast: (string | null)
netmask: string
wildcard: string
first_host: string
last_host: string
total_addresses: number
usable_hosts: number
}

export type Input = Ipv4SubnetInfoInput;
export type Output = Ipv4SubnetInfoOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
