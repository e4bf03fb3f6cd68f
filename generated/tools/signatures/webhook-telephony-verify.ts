// generated from contracts/ — do not edit
// webhook-telephony-verify@1.0.0

export interface WebhookTelephonyVerifyInput {
/**
 * The full public url the provider requested, query included; at most 4096 UTF-8 bytes.
 */
url: string
/**
 * The received X-Telephony-Signature header value (Base64).
 */
signature: string
/**
 * The account auth token, used verbatim as UTF-8. Never echoed.
 */
auth_token: string
/**
 * The form parameters of the request (a repeated key as an array); `{}` for none.
 */
params?: {
[k: string]: string | [string, ...(string)[]]
}
/**
 * The raw JSON body, for requests whose url carries bodySHA256.
 */
body?: string
}

export interface WebhookTelephonyVerifyOutput {
valid: boolean
reason: ("signature_mismatch" | "body_hash_mismatch" | null)
matched_url_variant: ("as_given" | "with_default_port" | "without_port" | null)
}

export type Input = WebhookTelephonyVerifyInput;
export type Output = WebhookTelephonyVerifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_bytes": 4096,
  "max_body_bytes": 262144,
  "max_params_bytes": 65536,
  "max_params_values": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
