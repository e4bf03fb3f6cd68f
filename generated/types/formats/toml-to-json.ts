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
