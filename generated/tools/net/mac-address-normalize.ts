// generated from contracts/ — do not edit
// mac-address-normalize@1.0.0

export interface MacAddressNormalizeInput {
mac: string
format?: ("colon" | "hyphen" | "dot" | "bare")
case?: ("lower" | "upper")
}

export interface MacAddressNormalizeOutput {
mac: string
bits: (48 | 64)
multicast: boolean
locally_administered: boolean
broadcast: boolean
oui: (string | null)
}

export type Input = MacAddressNormalizeInput;
export type Output = MacAddressNormalizeOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
