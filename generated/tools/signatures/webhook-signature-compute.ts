// generated from contracts/ — do not edit
// webhook-signature-compute@1.0.0

export interface WebhookSignatureComputeInput {
/**
 * The signing scheme; decides which other fields are required or allowed.
 */
scheme: ("payments" | "chat" | "standard" | "telephony" | "codehost" | "shop")
/**
 * The raw request body (payments, standard, codehost, shop); at most 262144 UTF-8 bytes.
 */
payload?: string
/**
 * The raw request body (chat); at most 262144 UTF-8 bytes.
 */
body?: string
/**
 * The shared secret (payments, codehost, shop verbatim; standard `whsec_` + Base64). Never echoed.
 */
secret?: string
/**
 * The chat signing secret, used verbatim. Never echoed.
 */
signing_secret?: string
/**
 * The telephony auth token, used verbatim. Never echoed.
 */
auth_token?: string
/**
 * Unix seconds signed with the payload (payments, chat).
 */
timestamp?: number
/**
 * The message id (standard).
 */
webhook_id?: string
/**
 * Unix seconds as decimal digits, signed verbatim (standard).
 */
webhook_timestamp?: string
/**
 * The full request url, query included, signed exactly as given (telephony); at most 4096 UTF-8 bytes.
 */
url?: string
/**
 * Form parameters (telephony); a repeated key is an array; at most 1000 values and 65536 bytes.
 */
params?: {
[k: string]: string | [string, ...(string)[]]
}
}

export interface WebhookSignatureComputeOutput {
scheme: ("payments" | "chat" | "standard" | "telephony" | "codehost" | "shop")
/**
 * @minItems 1
 * @maxItems 3
 */
headers: [{
name: string
value: string
}]|[{
name: string
value: string
}, {
name: string
value: string
}]|[{
name: string
value: string
}, {
name: string
value: string
}, {
name: string
value: string
}]
signature: string
}

export type Input = WebhookSignatureComputeInput;
export type Output = WebhookSignatureComputeOutput;

/** The contract's named limits. */
export const limits = {
  "max_payload_bytes": 262144,
  "max_url_bytes": 4096,
  "max_params_bytes": 65536,
  "max_params_values": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
