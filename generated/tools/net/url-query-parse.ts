// generated from contracts/ — do not edit
// url-query-parse@1.0.0

export interface UrlQueryParseInput {
query: string
strip_question_mark?: boolean
on_error?: ("replace" | "strict")
}

export interface UrlQueryParseOutput {
/**
 * @maxItems 2048
 */
pairs: {
name: string
value: string
raw_name: string
raw_value: (string | null)
}[]
}

export type Input = UrlQueryParseInput;
export type Output = UrlQueryParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_query_length": 32768,
  "max_pairs": 2048
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
