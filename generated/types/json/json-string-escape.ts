// generated from contracts/ — do not edit
// json-string-escape@1.0.0

export interface JsonStringEscapeInput {
direction: ("escape" | "unescape")
text: string
/**
 * escape only; default false
 */
ascii_only?: boolean
include_quotes?: boolean
}

export interface JsonStringEscapeOutput {
result: string
}

export type Input = JsonStringEscapeInput;
export type Output = JsonStringEscapeOutput;
