// generated from contracts/ — do not edit
// json-schema-infer@1.0.0

export interface JsonSchemaInferInput {
/**
 * @minItems 1
 * @maxItems 1000
 */
samples: [unknown, ...(unknown)[]]
closed_objects?: boolean
}

export interface JsonSchemaInferOutput {
/**
 * A JSON Schema 2020-12 document (its keywords are user data).
 */
schema: {
[k: string]: unknown
}
sample_count: number
}

export type Input = JsonSchemaInferInput;
export type Output = JsonSchemaInferOutput;
