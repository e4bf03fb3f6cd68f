// generated from contracts/ — do not edit
// ip-address-offset@1.0.0

export interface IpAddressOffsetInput {
address: string
offset: string
}

export interface IpAddressOffsetOutput {
address: string
version: (4 | 6)
integer: string
}

export type Input = IpAddressOffsetInput;
export type Output = IpAddressOffsetOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
