// generated from contracts/ — do not edit
// json-pointer-get@1.0.0

export interface JsonPointerGetInput {
document: unknown
pointer: string
}

export interface JsonPointerGetOutput {
found: boolean
value?: unknown
type?: ("null" | "boolean" | "number" | "string" | "array" | "object")
reason?: ("missing_member" | "index_out_of_range" | "invalid_array_index" | "end_of_array_marker" | "not_a_container")
resolved_pointer?: string
failed_token?: string
}

export type Input = JsonPointerGetInput;
export type Output = JsonPointerGetOutput;

/** The contract's named limits. */
export const limits = {
  "max_pointer_chars": 8192
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
