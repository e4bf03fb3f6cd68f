// generated from contracts/ — do not edit
// ip-address-reverse-dns@1.0.0

export interface IpAddressReverseDnsInput {
text: string
trailing_dot?: boolean
}

export interface IpAddressReverseDnsOutput {
version: (4 | 6)
address: string
prefix_length: number
cidr: string
name: string
}

export type Input = IpAddressReverseDnsInput;
export type Output = IpAddressReverseDnsOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
