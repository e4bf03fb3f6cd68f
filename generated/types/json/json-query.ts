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
