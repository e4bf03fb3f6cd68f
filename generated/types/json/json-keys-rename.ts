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
