// generated from contracts/ — do not edit
// ipv6-interface-id-from-mac@1.0.0

export interface Ipv6InterfaceIdFromMacInput {
mac: string
prefix?: string
}

export interface Ipv6InterfaceIdFromMacOutput {
modified_eui64: string
interface_id: string
link_local: string
address: (string | null)
}

export type Input = Ipv6InterfaceIdFromMacInput;
export type Output = Ipv6InterfaceIdFromMacOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
