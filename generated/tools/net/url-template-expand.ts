// generated from contracts/ — do not edit
// url-template-expand@1.0.0

export interface UrlTemplateExpandInput {
template: string
variables?: {
[k: string]: string | number | null | (string | number)[] | {
pairs: never[][]
} | {
[k: string]: string | number
}
}
}

export interface UrlTemplateExpandOutput {
uri: string
}

export type Input = UrlTemplateExpandInput;
export type Output = UrlTemplateExpandOutput;

/** The contract's named limits. */
export const limits = {
  "max_template_length": 65536,
  "max_variables": 10000,
  "max_items": 10000,
  "max_value_length": 262144,
  "max_output_length": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
