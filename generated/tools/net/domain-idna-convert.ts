// generated from contracts/ — do not edit
// domain-idna-convert@1.0.0

export interface DomainIdnaConvertInput {
domain: string
direction?: ("to_ascii" | "to_unicode" | "both")
check_hyphens?: boolean
check_bidi?: boolean
check_joiners?: boolean
use_std3_ascii_rules?: boolean
verify_dns_length?: boolean
}

export interface DomainIdnaConvertOutput {
ascii: (string | null)
unicode: (string | null)
valid: boolean
labels: {
unicode: string
ascii: (string | null)
}[]
problems: {
label_index: (number | null)
code: ("disallowed_code_point" | "std3_disallowed" | "punycode_invalid" | "punycode_ascii_only" | "not_nfc" | "hyphen_3_4" | "leading_hyphen" | "trailing_hyphen" | "xn_prefix" | "leading_combining_mark" | "contextj" | "bidi" | "empty_label" | "label_too_long" | "domain_too_long" | "invalid_label")
step: string
message: string
}[]
}

export type Input = DomainIdnaConvertInput;
export type Output = DomainIdnaConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_domain_length": 1024
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
