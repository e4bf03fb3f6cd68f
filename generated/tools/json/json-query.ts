// generated from contracts/ — do not edit
// json-query@1.0.0

export interface JsonQueryInput {
/**
 * Any JSON value; bounded by max_depth and max_nodes.
 */
document: unknown
/**
 * An RFC 9535 JSONPath query, starting with $.
 */
query: string
}

export interface JsonQueryOutput {
count: number
/**
 * @maxItems 10000
 */
nodes: {
path: string
pointer: string
/**
 * The selected JSON value.
 */
value: unknown
}[]
}

export type Input = JsonQueryInput;
export type Output = JsonQueryOutput;

/** The contract's named limits. */
export const limits = {
  "max_query_chars": 4096,
  "max_depth": 64,
  "max_nodes": 100000,
  "max_work": 4000000,
  "max_result_nodes": 10000,
  "max_result_bytes": 262144,
  "max_filter_nesting": 32,
  "max_regex_states": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
