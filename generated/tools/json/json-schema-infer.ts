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

/** The contract's named limits. */
export const limits = {
  "max_samples": 1000,
  "max_depth": 64,
  "max_nodes": 100000,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
