// generated from contracts/ — do not edit
// ip-cidr-split@1.0.0

export interface IpCidrSplitInput {
cidr: string
new_prefix?: number
count?: number
normalize?: boolean
}

export interface IpCidrSplitOutput {
subnets: string[]
count: number
addresses_per_subnet: string
}

export type Input = IpCidrSplitInput;
export type Output = IpCidrSplitOutput;

/** The contract's named limits. */
export const limits = {
  "max_subnets": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
