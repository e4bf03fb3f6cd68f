// generated from contracts/ — do not edit
// webhook-standard-verify@1.0.0

export interface WebhookStandardVerifyInput {
/**
 * The received webhook-id header value.
 */
webhook_id: string
/**
 * The received webhook-timestamp header value (unix seconds as digits).
 */
webhook_timestamp: string
/**
 * The received webhook-signature header value, e.g. `v1,g0hM9SsE+OTP... v1,bm9w...`.
 */
webhook_signature: string
/**
 * The raw request body exactly as received; at most 262144 UTF-8 bytes.
 */
payload: string
/**
 * The endpoint secret, `whsec_` + Base64 (the prefix is optional). Never echoed.
 */
secret: string
/**
 * The current time in unix seconds, supplied by the caller.
 */
now: number
/**
 * Largest accepted distance between timestamp and now, in seconds; default 300.
 */
tolerance_seconds?: number
}

export interface WebhookStandardVerifyOutput {
valid: boolean
reason: ("header_malformed" | "no_signature" | "signature_mismatch" | "timestamp_outside_tolerance" | null)
signatures_checked: number
}

export type Input = WebhookStandardVerifyInput;
export type Output = WebhookStandardVerifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_payload_bytes": 262144,
  "max_signature_header_chars": 8192,
  "default_tolerance_seconds": 300
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
