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
