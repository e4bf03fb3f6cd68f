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
