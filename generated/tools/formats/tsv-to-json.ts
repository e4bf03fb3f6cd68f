// generated from contracts/ — do not edit
// tsv-to-json@1.0.0

export interface TsvToJsonInput {
/**
 * The TSV text with a header line.
 */
text: string
/**
 * none: fields are taken literally (IANA text/tab-separated-values has no quoting or escapes). backslash: \t \n \r and \\ stand for tab, line feed, carriage return and backslash.
 */
escapes?: ("none" | "backslash")
}

export interface TsvToJsonOutput {
/**
 * @maxItems 262145
 */
columns: string[]
/**
 * @maxItems 262145
 * 
 * Items: Column name -> field; names are user data.
 */
rows: {
[k: string]: string
}[]
}

export type Input = TsvToJsonInput;
export type Output = TsvToJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_output_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] as const;
