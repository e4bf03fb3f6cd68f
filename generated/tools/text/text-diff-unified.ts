// generated from contracts/ — do not edit
// text-diff-unified@1.0.0

export interface TextDiffUnifiedInput {
/**
 * The original text.
 */
old_text: string
/**
 * The changed text.
 */
new_text: string
/**
 * Written after `--- `.
 */
old_label?: string
/**
 * Written after `+++ `.
 */
new_label?: string
/**
 * Unchanged lines kept around each change.
 */
context?: number
}

export interface TextDiffUnifiedOutput {
diff: string
identical: boolean
hunks: number
deleted: number
inserted: number
}

export type Input = TextDiffUnifiedInput;
export type Output = TextDiffUnifiedOutput;

/** The contract's named limits. */
export const limits = {
  "max_lines": 20000,
  "max_edit_distance": 2000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
