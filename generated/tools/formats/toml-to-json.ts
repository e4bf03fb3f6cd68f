// generated from contracts/ — do not edit
// toml-to-json@1.0.0

export interface TomlToJsonInput {
/**
 * The TOML text.
 */
text: string
}

export interface TomlToJsonOutput {
/**
 * The document's root table; member names are the document's keys.
 */
value: {
[k: string]: unknown
}
}

export type Input = TomlToJsonInput;
export type Output = TomlToJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] as const;
