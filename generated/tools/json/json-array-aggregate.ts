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

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_group_by": 8,
  "max_aggregations": 32,
  "max_mean_scale": 100,
  "max_pointer_chars": 1024,
  "max_name_chars": 256,
  "max_input_bytes": 262144,
  "max_output_bytes": 262144,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
