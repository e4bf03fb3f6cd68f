// generated from contracts/ — do not edit
// text-merge-three-way@1.0.0

export interface TextMergeThreeWayInput {
/**
 * The common ancestor.
 */
base: string
/**
 * Our edited version.
 */
ours: string
/**
 * Their edited version.
 */
theirs: string
/**
 * Conflict markers without (merge) or with (diff3) the base lines.
 */
style?: ("merge" | "diff3")
/**
 * How conflicts are written.
 */
resolve?: ("markers" | "ours" | "theirs" | "union")
ours_label?: string
base_label?: string
theirs_label?: string
}

export interface TextMergeThreeWayOutput {
text: string
clean: boolean
conflicts: number
}

export type Input = TextMergeThreeWayInput;
export type Output = TextMergeThreeWayOutput;

/** The contract's named limits. */
export const limits = {
  "max_lines": 20000,
  "max_edit_distance": 2000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
