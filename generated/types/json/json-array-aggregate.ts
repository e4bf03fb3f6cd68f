// generated from contracts/ — do not edit
// json-array-aggregate@1.0.0

export interface JsonArrayAggregateInput {
/**
 * @maxItems 10000
 */
array: unknown[]
/**
 * @maxItems 8
 */
group_by?: []|[string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]
/**
 * @minItems 1
 * @maxItems 32
 */
aggregations: [{
op: ("count" | "sum" | "min" | "max" | "mean")
pointer?: string
as: string
}, ...({
op: ("count" | "sum" | "min" | "max" | "mean")
pointer?: string
as: string
})[]]
missing?: ("error" | "skip")
mean_scale?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface JsonArrayAggregateOutput {
/**
 * @maxItems 10000
 */
groups: {
/**
 * Member names are the group_by pointers (user data).
 */
key: {
[k: string]: unknown
}
count: number
/**
 * Member names are the aggregation names (user data).
 */
values: {
[k: string]: number | string | null
}
}[]
}

export type Input = JsonArrayAggregateInput;
export type Output = JsonArrayAggregateOutput;
