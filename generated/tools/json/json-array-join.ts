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

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_on": 8,
  "max_pointer_chars": 1024,
  "max_input_bytes": 262144,
  "max_item_depth": 64,
  "max_output_rows": 10000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
