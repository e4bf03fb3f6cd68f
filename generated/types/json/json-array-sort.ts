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
