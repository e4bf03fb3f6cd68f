// generated from contracts/ — do not edit
// dns-hostname-validate@1.0.0

export interface DnsHostnameValidateInput {
hostname: string
underscore?: ("none" | "leading_labels" | "anywhere")
}

export interface DnsHostnameValidateOutput {
valid: boolean
fqdn: boolean
labels: string[]
problems: {
label_index: (number | null)
position: number
code: ("empty_name" | "empty_label" | "label_too_long" | "name_too_long" | "invalid_character" | "leading_hyphen" | "trailing_hyphen" | "underscore_not_allowed" | "numeric_top_label")
message: string
}[]
}

export type Input = DnsHostnameValidateInput;
export type Output = DnsHostnameValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_hostname_length": 4096
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
