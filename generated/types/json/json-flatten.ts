// generated from contracts/ — do not edit
// json-flatten@1.0.0

export interface JsonFlattenInput {
/**
 * The JSON document to flatten.
 */
document: unknown
style?: ("pointer" | "dotted")
}

export interface JsonFlattenOutput {
count: number
/**
 * Leaf path -> leaf value; the keys are paths (user data).
 */
flat: {
/**
 * A leaf value.
 */
[k: string]: unknown
}
}

export type Input = JsonFlattenInput;
export type Output = JsonFlattenOutput;
