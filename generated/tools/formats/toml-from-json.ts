// generated from contracts/ — do not edit
// toml-from-json@1.0.0

export interface TomlFromJsonInput {
/**
 * The root table; member names are user keys.
 */
value: {
[k: string]: unknown
}
/**
 * Write {type, value} objects as TOML date-time literals.
 */
typed_dates?: boolean
}

export interface TomlFromJsonOutput {
text: string
}

export type Input = TomlFromJsonInput;
export type Output = TomlFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","toml_null_rejected"] as const;
