// generated from contracts/ — do not edit
// text-patch-reverse@1.0.0

export interface TextPatchReverseInput {
/**
 * A unified diff, possibly of several files.
 */
patch: string
}

export interface TextPatchReverseOutput {
patch: string
files: number
hunks: number
}

export type Input = TextPatchReverseInput;
export type Output = TextPatchReverseOutput;

/** The contract's named limits. */
export const limits = {
  "max_line_number": 99999999,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","syntax_error","limit_exceeded"] as const;
