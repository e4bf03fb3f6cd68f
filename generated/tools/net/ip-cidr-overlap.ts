// generated from contracts/ — do not edit
// ip-cidr-overlap@1.0.0

export interface IpCidrOverlapInput {
/**
 * @minItems 1
 * @maxItems 1000000
 */
a: [string, ...(string)[]]
/**
 * @minItems 1
 * @maxItems 1000000
 */
b: [string, ...(string)[]]
normalize?: boolean
}

export interface IpCidrOverlapOutput {
overlaps: boolean
pairs: {
a: number
b: number
relation: ("equal" | "contains" | "inside")
}[]
}

export type Input = IpCidrOverlapInput;
export type Output = IpCidrOverlapOutput;

/** The contract's named limits. */
export const limits = {
  "max_cidrs": 10000,
  "max_pairs": 5000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
