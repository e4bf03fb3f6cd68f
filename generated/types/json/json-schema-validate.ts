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
