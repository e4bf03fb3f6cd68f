// generated from contracts/ — do not edit
// jsonl-from-json@1.0.0

export interface JsonlFromJsonInput {
/**
 * @maxItems 10000
 */
values: unknown[]
ascii_only?: boolean
sort_keys?: boolean
}

export interface JsonlFromJsonOutput {
text: string
line_count: number
bytes: number
}

export type Input = JsonlFromJsonInput;
export type Output = JsonlFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_items": 10000,
  "max_input_bytes": 262144,
  "max_item_depth": 64,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
