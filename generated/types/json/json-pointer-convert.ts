// generated from contracts/ — do not edit
// json-pointer-convert@1.0.0

export interface JsonPointerConvertInput {
path: string
from: ("pointer" | "jsonpath" | "dotted")
to: ("pointer" | "jsonpath" | "dotted")
pointer_digits?: ("index" | "name")
}

export interface JsonPointerConvertOutput {
path: string
/**
 * @maxItems 1000
 */
segments: ({
name: string
} | {
index: number
})[]
}

export type Input = JsonPointerConvertInput;
export type Output = JsonPointerConvertOutput;
