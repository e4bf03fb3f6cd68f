// generated from contracts/ — do not edit
// ip-address-sort@1.0.0

export interface IpAddressSortInput {
/**
 * @maxItems 1000000
 */
addresses: string[]
order?: ("ascending" | "descending")
duplicates?: ("keep" | "remove")
zone?: ("reject" | "allow")
output?: ("canonical" | "original")
}

export interface IpAddressSortOutput {
/**
 * @maxItems 10000
 */
addresses: string[]
/**
 * @maxItems 10000
 */
indices: number[]
removed: number
}

export type Input = IpAddressSortInput;
export type Output = IpAddressSortOutput;

/** The contract's named limits. */
export const limits = {
  "max_addresses": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
