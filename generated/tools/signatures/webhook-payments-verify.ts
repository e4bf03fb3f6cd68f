// generated from contracts/ — do not edit
// webhook-payments-verify@1.0.0

export interface WebhookPaymentsVerifyInput {
/**
 * The received Payments-Signature header value, e.g. `t=1700000000,v1=5257a8...`.
 */
signature_header: string
/**
 * The raw request body exactly as received; at most 262144 UTF-8 bytes.
 */
payload: string
/**
 * The endpoint signing secret, used verbatim as UTF-8. Never echoed.
 */
secret: string
/**
 * The current time in unix seconds, supplied by the caller.
 */
now: number
/**
 * Largest accepted age of the timestamp in seconds; default 300.
 */
tolerance_seconds?: number
}

export interface WebhookPaymentsVerifyOutput {
valid: boolean
reason: ("header_malformed" | "no_signature" | "signature_mismatch" | "timestamp_outside_tolerance" | null)
timestamp: (number | null)
signatures_checked: number
}

export type Input = WebhookPaymentsVerifyInput;
export type Output = WebhookPaymentsVerifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_payload_bytes": 262144,
  "max_header_chars": 8192,
  "default_tolerance_seconds": 300
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
