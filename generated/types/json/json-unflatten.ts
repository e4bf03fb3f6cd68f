// generated from contracts/ — do not edit
// json-unflatten@1.0.0

export interface JsonUnflattenInput {
/**
 * Path -> value; the keys are paths (user data).
 */
flat: {
/**
 * The value at that path.
 */
[k: string]: unknown
}
style?: ("pointer" | "dotted")
array_indices?: boolean
}

export interface JsonUnflattenOutput {
/**
 * The nested document.
 */
result: unknown
}

export type Input = JsonUnflattenInput;
export type Output = JsonUnflattenOutput;
