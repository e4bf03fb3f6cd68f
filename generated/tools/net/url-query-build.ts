// generated from contracts/ — do not edit
// url-query-build@1.0.0

export interface UrlQueryBuildInput {
/**
 * @maxItems 1000000
 */
pairs: {
name: string
value: string
}[]
leading_question_mark?: boolean
}

export interface UrlQueryBuildOutput {
query: string
}

export type Input = UrlQueryBuildInput;
export type Output = UrlQueryBuildOutput;

/** The contract's named limits. */
export const limits = {
  "max_pairs": 10000,
  "max_total_length": 16384
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
