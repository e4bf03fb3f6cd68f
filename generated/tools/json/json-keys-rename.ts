// generated from contracts/ — do not edit
// json-keys-rename@1.0.0

export interface JsonKeysRenameInput {
/**
 * The JSON document.
 */
document: unknown
/**
 * Old name -> new name; the keys are member names (user data).
 */
renames: {
[k: string]: string
}
scope?: ("recursive" | "top_level")
}

export interface JsonKeysRenameOutput {
/**
 * The document with renamed members.
 */
result: unknown
renamed_count: number
}

export type Input = JsonKeysRenameInput;
export type Output = JsonKeysRenameOutput;

/** The contract's named limits. */
export const limits = {
  "max_renames": 1000,
  "max_name_chars": 1024,
  "max_depth": 64,
  "max_nodes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","collision"] as const;
