// generated from contracts/ — do not edit
// csv-to-markdown-table@1.0.0

export interface CsvToMarkdownTableInput {
csv: string
dialect?: {
/**
 * Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default ",".
 */
delimiter?: string
/**
 * Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default "\"".
 */
quote?: string
/**
 * Whether the first record is a header of column names. Default true.
 */
header?: boolean
}
/**
 * @minItems 1
 * @maxItems 10000
 */
align?: [("none" | "left" | "center" | "right"), ...(("none" | "left" | "center" | "right"))[]]
default_align?: ("none" | "left" | "center" | "right")
escape_markdown?: boolean
}

export interface CsvToMarkdownTableOutput {
markdown: string
rows: number
columns: number
}

export type Input = CsvToMarkdownTableInput;
export type Output = CsvToMarkdownTableOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_columns": 10000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
