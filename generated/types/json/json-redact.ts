// generated from contracts/ — do not edit
// json-redact@1.0.0

export interface JsonRedactInput {
/**
 * The JSON document.
 */
document: unknown
/**
 * @maxItems 1000
 */
pointers?: string[]
/**
 * @maxItems 1000
 */
keys?: string[]
placeholder?: (string | number | boolean | null)
}

export interface JsonRedactOutput {
/**
 * The redacted document.
 */
result: unknown
count: number
/**
 * @maxItems 100000
 */
redacted: string[]
/**
 * @maxItems 1000
 */
missing: string[]
}

export type Input = JsonRedactInput;
export type Output = JsonRedactOutput;
