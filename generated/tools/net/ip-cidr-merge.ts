// generated from contracts/ — do not edit
// ip-cidr-merge@1.0.0

export interface IpCidrMergeInput {
/**
 * @minItems 1
 * @maxItems 1000000
 */
cidrs: [string, ...(string)[]]
normalize?: boolean
}

export interface IpCidrMergeOutput {
cidrs: string[]
ipv4_addresses: string
ipv6_addresses: string
}

export type Input = IpCidrMergeInput;
export type Output = IpCidrMergeOutput;

/** The contract's named limits. */
export const limits = {
  "max_cidrs": 5000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
