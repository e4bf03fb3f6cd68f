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

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","duplicate_key","syntax_error","multi_document_rejected","yaml_alias_rejected","yaml_tag_rejected","yaml_merge_key_rejected"] as const;
