// generated from contracts/ — do not edit
// form-responses-tally@1.0.0

export interface FormResponsesTallyInput {
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
/**
 * @maxItems 2000
 * 
 * Items: One respondent's answers keyed by field id.
 */
responses: {
[k: string]: unknown
}[]
}

export interface FormResponsesTallyOutput {
responses: number
/**
 * @maxItems 100
 */
fields: {
field: string
type: ("string" | "number" | "integer" | "boolean" | "choice" | "multi" | "json")
answered: number
missing: number
skipped: number
invalid: number
options?: {
choice: string
count: number
}[]
other?: {
count: number
texts: {
text: string
count: number
}[]
}
booleans?: {
true: number
false: number
}
stats?: {
count: number
sum: string
min: (string | null)
max: (string | null)
mean: (null | {
numerator: string
denominator: string
})
}
}[]
}

export type Input = FormResponsesTallyInput;
export type Output = FormResponsesTallyOutput;

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
  "max_responses": 2000,
  "max_answer_keys": 200,
  "max_answer_depth": 6,
  "max_answer_nodes": 100,
  "max_answer_string_bytes": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
