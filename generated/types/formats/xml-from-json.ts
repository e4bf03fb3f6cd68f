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
