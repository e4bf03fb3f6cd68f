// generated from contracts/ — do not edit
// json-ref-resolve@1.0.0

export interface JsonRefResolveInput {
document: unknown
sibling_keys?: ("error" | "drop" | "override")
non_local?: ("error" | "keep")
}

export interface JsonRefResolveOutput {
document: unknown
references_resolved: number
}

export type Input = JsonRefResolveInput;
export type Output = JsonRefResolveOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_depth": 128,
  "max_output_nodes": 100000,
  "max_output_depth": 256
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","cyclic_reference"] as const;
