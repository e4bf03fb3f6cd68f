// generated from contracts/ — do not edit
// ip-cidr-exclude@1.0.0

export interface IpCidrExcludeInput {
/**
 * @minItems 1
 * @maxItems 1000000
 */
cidrs: [string, ...(string)[]]
/**
 * @maxItems 1000000
 */
exclude: string[]
normalize?: boolean
}

export interface IpCidrExcludeOutput {
cidrs: string[]
unused_exclusions: number[]
}

export type Input = IpCidrExcludeInput;
export type Output = IpCidrExcludeOutput;

/** The contract's named limits. */
export const limits = {
  "max_cidrs": 10000,
  "max_exclusions": 10000,
  "max_output_cidrs": 5000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
