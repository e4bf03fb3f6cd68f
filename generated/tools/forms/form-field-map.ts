// generated from contracts/ — do not edit
// form-field-map@1.0.0

export interface FormFieldMapInput {
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
 * Items: At most 128 UTF-8 bytes.
 */
choices?: [string, ...(string)[]]
}[]
}
/**
 * One respondent's answers keyed by original field id; values are any JSON (depth 6, 50 nodes, strings 4096 UTF-8 bytes).
 */
answers?: {
[k: string]: unknown
}
/**
 * @maxItems 100
 */
mapping: {
/**
 * A current field id.
 */
from: string
/**
 * The new id.
 */
to: string
}[]
/**
 * What happens to fields no mapping entry names.
 */
unmapped: ("keep" | "drop")
}

export interface FormFieldMapOutput {
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
 * Items: At most 128 UTF-8 bytes.
 */
choices?: [string, ...(string)[]]
}[]
}
answers: {
[k: string]: unknown
}
/**
 * @maxItems 100
 */
renamed: {
from: string
to: string
}[]
/**
 * @maxItems 100
 */
dropped: {
id: string
has_answer: boolean
answer?: unknown
}[]
/**
 * @maxItems 100
 */
unchanged_ids: string[]
counts: {
fields_in: number
fields_out: number
renamed: number
dropped: number
unchanged_ids: number
answers_moved: number
answers_dropped: number
answers_kept: number
}
}

export type Input = FormFieldMapInput;
export type Output = FormFieldMapOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_bytes": 262144,
  "max_output_bytes": 262144,
  "max_input_depth": 16,
  "max_input_nodes": 20000,
  "max_fields": 100,
  "max_choices": 50,
  "max_respondents": 100,
  "max_id_bytes": 128,
  "max_label_bytes": 256,
  "max_choice_bytes": 128,
  "max_answer_string_bytes": 4096,
  "max_answer_depth": 6,
  "max_answer_nodes": 50,
  "max_changes": 500,
  "max_mapping": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision"] as const;
