// generated from contracts/ — do not edit
// xml-from-json@1.0.0

export interface XmlFromJsonInput {
/**
 * {root-name: element object}.
 */
value: {
[k: string]: unknown
}
indent?: number
xml_declaration?: boolean
}

export interface XmlFromJsonOutput {
text: string
}

export type Input = XmlFromJsonInput;
export type Output = XmlFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_depth": 64,
  "max_nodes": 100000,
  "max_output_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
