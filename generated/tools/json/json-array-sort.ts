// generated from contracts/ — do not edit
// json-array-sort@1.0.0

export interface JsonArraySortInput {
/**
 * The items to sort; any JSON values.
 * 
 * @maxItems 10000
 */
array: unknown[]
/**
 * @minItems 1
 * @maxItems 16
 */
keys?: [{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]|[{
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}, {
pointer: string
direction?: ("asc" | "desc")
type?: ("json" | "number" | "string")
missing?: ("last" | "first")
}]
}

export interface JsonArraySortOutput {
/**
 * @maxItems 10000
 */
sorted: unknown[]
/**
 * @maxItems 10000
 */
order: number[]
}

export type Input = JsonArraySortInput;
export type Output = JsonArraySortOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_keys": 16,
  "max_pointer_chars": 1024,
  "max_input_bytes": 262144,
  "max_item_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
