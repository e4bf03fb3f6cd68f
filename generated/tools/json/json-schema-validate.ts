// generated from contracts/ — do not edit
// json-schema-validate@1.0.0

export interface JsonSchemaValidateInput {
instance: unknown
/**
 * A JSON Schema 2020-12 schema.
 */
schema: ({
[k: string]: unknown
} | boolean)
format_assertion?: boolean
}

export interface JsonSchemaValidateOutput {
valid: boolean
error_count: number
/**
 * @maxItems 100
 */
errors: {
instance_pointer: string
schema_pointer: string
keyword: string
message: string
}[]
}

export type Input = JsonSchemaValidateInput;
export type Output = JsonSchemaValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_schema_depth": 32,
  "max_schema_nodes": 10000,
  "max_schema_bytes": 65536,
  "max_instance_depth": 128,
  "max_pattern_chars": 1000,
  "max_listed": 100,
  "max_evaluation_steps": 250000,
  "max_message_chars": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
