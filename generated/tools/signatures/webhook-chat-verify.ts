// generated from contracts/ — do not edit
// webhook-chat-verify@1.0.0

export interface WebhookChatVerifyInput {
/**
 * The received X-Chat-Request-Timestamp header value (unix seconds as digits).
 */
timestamp: string
/**
 * The received X-Chat-Signature header value, `v0=` + 64 hex digits.
 */
signature: string
/**
 * The raw request body exactly as received; at most 262144 UTF-8 bytes.
 */
body: string
/**
 * The app's signing secret, used verbatim as UTF-8. Never echoed.
 */
signing_secret: string
/**
 * The current time in unix seconds, supplied by the caller.
 */
now: number
/**
 * Largest accepted distance between timestamp and now, in seconds; default 300.
 */
tolerance_seconds?: number
}

export interface WebhookChatVerifyOutput {
valid: boolean
reason: ("header_malformed" | "no_signature" | "signature_mismatch" | "timestamp_outside_tolerance" | null)
}

export type Input = WebhookChatVerifyInput;
export type Output = WebhookChatVerifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_body_bytes": 262144,
  "default_tolerance_seconds": 300
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
