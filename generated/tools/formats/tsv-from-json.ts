// generated from contracts/ — do not edit
// tsv-from-json@1.0.0

export interface TsvFromJsonInput {
/**
 * @minItems 1
 * @maxItems 1000
 */
columns: [string, ...(string)[]]
/**
 * @maxItems 100000
 * 
 * Items: Column name -> scalar; names are user data.
 */
rows: {
[k: string]: unknown
}[]
/**
 * none: fields are taken literally (IANA text/tab-separated-values has no quoting or escapes). backslash: \t \n \r and \\ stand for tab, line feed, carriage return and backslash.
 */
escapes?: ("none" | "backslash")
}

export interface TsvFromJsonOutput {
text: string
}

export type Input = TsvFromJsonInput;
export type Output = TsvFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_columns": 1000,
  "max_rows": 100000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
