// generated from contracts/ — do not edit
// form-definition-validate@1.0.0

export interface FormDefinitionValidateInput {
definition: {
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
}

export interface FormDefinitionValidateOutput {
valid: boolean
/**
 * @maxItems 1000
 */
problems: {
code: string
pointer: string
message: string
}[]
/**
 * More than max_problems problems were found.
 */
truncated: boolean
counts: {
fields: number
problems: number
}
}

export type Input = FormDefinitionValidateInput;
export type Output = FormDefinitionValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_bytes": 262144,
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
  "max_problems": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
