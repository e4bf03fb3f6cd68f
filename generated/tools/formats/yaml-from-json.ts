// generated from contracts/ — do not edit
// yaml-from-json@1.0.0

export interface YamlFromJsonInput {
/**
 * Any JSON value; bounded by the 256 KiB request body, depth and node limits.
 */
value: unknown
}

export interface YamlFromJsonOutput {
text: string
}

export type Input = YamlFromJsonInput;
export type Output = YamlFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
