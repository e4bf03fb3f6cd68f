// generated from contracts/ — do not edit
// xml-to-json@1.0.0

export interface XmlToJsonInput {
/**
 * The XML document.
 */
text: string
}

export interface XmlToJsonOutput {
/**
 * {root-name: element object}; element names and attribute names are user data.
 */
value: {
[k: string]: {
[k: string]: unknown
}
}
}

export type Input = XmlToJsonInput;
export type Output = XmlToJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_depth": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","duplicate_key","syntax_error","xml_doctype_rejected","xml_entity_rejected","xml_processing_instruction_rejected"] as const;
