// generated from contracts/ — do not edit
// text-patch-parse@1.0.0

export interface TextPatchParseInput {
/**
 * A unified diff, possibly of several files, possibly inside a mail or git diff output.
 */
patch: string
}

export interface TextPatchParseOutput {
/**
 * @maxItems 65536
 */
files: {
old_name: string
old_timestamp: (string | null)
new_name: string
new_timestamp: (string | null)
kind: ("modify" | "create" | "delete")
line: number
deleted: number
inserted: number
/**
 * @maxItems 131072
 */
hunks: {
old_start: number
old_length: number
new_start: number
new_length: number
section: (string | null)
line: number
/**
 * @maxItems 262145
 */
lines: {
op: ("context" | "delete" | "insert")
text: string
newline: boolean
}[]
}[]
}[]
}

export type Input = TextPatchParseInput;
export type Output = TextPatchParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_line_number": 99999999
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","syntax_error","limit_exceeded"] as const;
