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
