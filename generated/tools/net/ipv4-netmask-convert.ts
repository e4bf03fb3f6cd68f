// generated from contracts/ — do not edit
// ipv4-netmask-convert@1.0.0

export interface Ipv4NetmaskConvertInput {
netmask?: string
wildcard?: string
prefix_length?: number
}

export interface Ipv4NetmaskConvertOutput {
prefix_length: number
netmask: string
wildcard: string
netmask_hex: string
netmask_binary: string
total_addresses: number
}

export type Input = Ipv4NetmaskConvertInput;
export type Output = Ipv4NetmaskConvertOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
