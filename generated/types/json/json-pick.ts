// generated from contracts/ — do not edit
// json-pick@1.0.0

export interface JsonPickInput {
/**
 * The JSON document.
 */
document: unknown
/**
 * @maxItems 1000
 */
pointers: string[]
}

export interface JsonPickOutput {
/**
 * The picked document.
 */
result: unknown
/**
 * @maxItems 1000
 */
found: string[]
/**
 * @maxItems 1000
 */
missing: string[]
}

export type Input = JsonPickInput;
export type Output = JsonPickOutput;
