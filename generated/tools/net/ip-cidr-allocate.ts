// generated from contracts/ — do not edit
// ip-cidr-allocate@1.0.0

export interface IpCidrAllocateInput {
parent: string
/**
 * @minItems 1
 * @maxItems 1000000
 */
requests: [{
prefix?: number
hosts?: number
}, ...({
prefix?: number
hosts?: number
})[]]
reserve_network_broadcast?: boolean
normalize?: boolean
}

export interface IpCidrAllocateOutput {
allocations: {
index: number
cidr: string
addresses: string
}[]
unallocated: {
index: number
prefix: number
}[]
free: string[]
}

export type Input = IpCidrAllocateInput;
export type Output = IpCidrAllocateOutput;

/** The contract's named limits. */
export const limits = {
  "max_requests": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
