// generated from contracts/ — do not edit
// json-array-join@1.0.0

export interface JsonArrayJoinInput {
/**
 * @maxItems 10000
 */
left: unknown[]
/**
 * @maxItems 10000
 */
right: unknown[]
/**
 * @minItems 1
 * @maxItems 8
 */
on: [{
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}]|[{
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}, {
left: string
right?: string
}]
type?: ("inner" | "left" | "right" | "full")
}

export interface JsonArrayJoinOutput {
/**
 * @maxItems 10000
 */
rows: {
left_index: (number | null)
right_index: (number | null)
left?: unknown
right?: unknown
}[]
counts: {
rows: number
pairs: number
left_only: number
right_only: number
}
}

export type Input = JsonArrayJoinInput;
export type Output = JsonArrayJoinOutput;
