// generated from contracts/ — do not edit
// ip-range-to-cidrs@1.0.0

export interface IpRangeToCidrsInput {
first: string
last: string
}

export interface IpRangeToCidrsOutput {
version: (4 | 6)
/**
 * @minItems 1
 * @maxItems 254
 */
cidrs: [string, ...(string)[]]
address_count: string
}

export type Input = IpRangeToCidrsInput;
export type Output = IpRangeToCidrsOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
