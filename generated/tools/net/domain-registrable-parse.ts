// generated from contracts/ — do not edit
// domain-registrable-parse@1.0.0

export interface DomainRegistrableParseInput {
host: string
include_private?: boolean
}

export interface DomainRegistrableParseOutput {
host: string
host_unicode: string
host_kind: ("domain" | "ipv4" | "ipv6")
fully_qualified: boolean
public_suffix: (string | null)
public_suffix_unicode: (string | null)
registrable_domain: (string | null)
registrable_domain_unicode: (string | null)
subdomain: (string | null)
subdomain_unicode: (string | null)
is_public_suffix: boolean
rule: (string | null)
rule_section: ("icann" | "private" | "implicit" | null)
list_date: string
list_commit: string
}

export type Input = DomainRegistrableParseInput;
export type Output = DomainRegistrableParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_host_length": 2048
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
