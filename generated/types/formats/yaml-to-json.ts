// generated from contracts/ — do not edit
// yaml-to-json@1.0.0

export interface YamlToJsonInput {
/**
 * The YAML text (one document).
 */
text: string
}

export interface YamlToJsonOutput {
/**
 * The document as JSON (any JSON value); its size is bounded by the input's.
 */
value: unknown
}

export type Input = YamlToJsonInput;
export type Output = YamlToJsonOutput;
