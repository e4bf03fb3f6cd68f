// generated from contracts/ — do not edit
// text-tabs-expand@1.0.0

export interface TextTabsExpandInput {
/**
 * the text whose tabs to expand
 */
text: string
/**
 * columns between tab stops
 */
tab_size?: number
/**
 * only expand the tabs of each line's indentation
 */
leading_only?: boolean
/**
 * columns for East Asian Ambiguous characters
 */
ambiguous_width?: (1 | 2)
}

export interface TextTabsExpandOutput {
text: string
tabs: number
}

export type Input = TextTabsExpandInput;
export type Output = TextTabsExpandOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
