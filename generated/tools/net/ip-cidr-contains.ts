// generated from contracts/ — do not edit
// ip-cidr-contains@1.0.0

export interface IpCidrContainsInput {
/**
 * @minItems 1
 * @maxItems 1000000
 */
cidrs: [string, ...(string)[]]
/**
 * @minItems 1
 * @maxItems 1000000
 */
addresses: [string, ...(string)[]]
normalize?: boolean
mapped_as_ipv4?: boolean
}

export interface IpCidrContainsOutput {
results: {
address: string
contained: boolean
matches: number[]
}[]
}

export type Input = IpCidrContainsInput;
export type Output = IpCidrContainsOutput;

/** The contract's named limits. */
export const limits = {
  "max_cidrs": 10000,
  "max_addresses": 2000,
  "max_matches": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
