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

/** The contract's named limits. */
export const limits = {
  "max_path_chars": 8192,
  "max_segments": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
