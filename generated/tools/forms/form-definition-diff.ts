// generated from contracts/ — do not edit
// form-definition-diff@1.0.0

export interface FormDefinitionDiffInput {
before: {
/**
 * @maxItems 100
 */
fields: {
/**
 * Field id; at most 128 UTF-8 bytes.
 */
id: string
/**
 * Display label; at most 256 UTF-8 bytes.
 */
label: string
type: ("string" | "number" | "integer" | "boolean" | "choice" | "multi" | "json")
required: boolean
/**
 * @minItems 1
 * @maxItems 50
 * 
 * Items: Option id and label; at most 128 UTF-8 bytes.
 */
choices?: [string, ...(string)[]]
/**
 * Least allowed value (number, integer fields), inclusive.
 */
min?: string
/**
 * Greatest allowed value (number, integer fields), inclusive.
 */
max?: string
/**
 * Fewest code points of a string answer.
 */
min_length?: number
/**
 * Most code points of a string answer.
 */
max_length?: number
/**
 * Fewest selections of a multi answer.
 */
min_selections?: number
/**
 * Most selections of a multi answer.
 */
max_selections?: number
/**
 * A choice or multi answer may hold one text outside the choices.
 */
allow_other?: boolean
/**
 * @minItems 1
 * @maxItems 10
 */
show_if?: [{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]
}[]
}
after: {
/**
 * @maxItems 100
 */
fields: {
/**
 * Field id; at most 128 UTF-8 bytes.
 */
id: string
/**
 * Display label; at most 256 UTF-8 bytes.
 */
label: string
type: ("string" | "number" | "integer" | "boolean" | "choice" | "multi" | "json")
required: boolean
/**
 * @minItems 1
 * @maxItems 50
 * 
 * Items: Option id and label; at most 128 UTF-8 bytes.
 */
choices?: [string, ...(string)[]]
/**
 * Least allowed value (number, integer fields), inclusive.
 */
min?: string
/**
 * Greatest allowed value (number, integer fields), inclusive.
 */
max?: string
/**
 * Fewest code points of a string answer.
 */
min_length?: number
/**
 * Most code points of a string answer.
 */
max_length?: number
/**
 * Fewest selections of a multi answer.
 */
min_selections?: number
/**
 * Most selections of a multi answer.
 */
max_selections?: number
/**
 * A choice or multi answer may hold one text outside the choices.
 */
allow_other?: boolean
/**
 * @minItems 1
 * @maxItems 10
 */
show_if?: [{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]|[{
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}, {
/**
 * The id of an earlier field.
 */
field: string
op: ("equals" | "includes")
value: (string | boolean)
}]
}[]
}
/**
 * Explicit renames: the before field `from` is the after field `to`.
 * 
 * @maxItems 100
 */
id_map?: {
from: string
to: string
}[]
}

export interface FormDefinitionDiffOutput {
breaking: boolean
/**
 * @maxItems 100
 */
added: {
id: string
pointer: string
required: boolean
breaking: boolean
}[]
/**
 * @maxItems 100
 */
removed: {
id: string
pointer: string
breaking: boolean
}[]
/**
 * @maxItems 100
 */
changed: {
before_id: string
after_id: string
pointer: string
breaking: boolean
changes: {
aspect: ("id" | "label" | "type" | "required" | "choice_removed" | "choice_added" | "allow_other" | "min" | "max" | "min_length" | "max_length" | "min_selections" | "max_selections" | "show_if")
/**
 * The before value, null when absent.
 */
before: unknown
/**
 * The after value, null when absent.
 */
after: unknown
breaking: boolean
}[]
}[]
counts: {
added: number
removed: number
changed: number
unchanged: number
breaking: number
}
}

export type Input = FormDefinitionDiffInput;
export type Output = FormDefinitionDiffOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_bytes": 262144,
  "max_output_bytes": 262144,
  "max_input_depth": 16,
  "max_input_nodes": 20000,
  "max_fields": 100,
  "max_choices": 50,
  "max_conditions": 10,
  "max_number_chars": 100,
  "max_id_bytes": 128,
  "max_label_bytes": 256,
  "max_choice_bytes": 128,
  "max_condition_value_bytes": 4096,
  "max_mapping": 100,
  "max_change_rows": 2000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
