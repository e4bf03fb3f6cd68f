// generated from contracts/ — do not edit
// text-patch-apply@1.0.0

export interface TextPatchApplyInput {
/**
 * The text to patch (the old file's content).
 */
text: string
/**
 * A unified diff of one file.
 */
patch: string
/**
 * How many lines a hunk may be moved from where its header puts it.
 */
max_offset?: number
/**
 * Apply the patch in reverse (undo it), as patch -R.
 */
reverse?: boolean
}

export interface TextPatchApplyOutput {
text: string
clean: boolean
/**
 * @maxItems 2000
 */
applied: {
hunk: number
line: number
offset: number
}[]
/**
 * @maxItems 2000
 */
rejected: {
hunk: number
line: number
header: string
reason: ("context_mismatch" | "file_exists" | "file_not_emptied")
}[]
rejects: string
}

export type Input = TextPatchApplyInput;
export type Output = TextPatchApplyOutput;

/** The contract's named limits. */
export const limits = {
  "max_hunks": 2000,
  "max_offset": 1000,
  "max_line_number": 99999999,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","syntax_error","limit_exceeded"] as const;
