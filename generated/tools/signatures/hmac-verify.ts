// generated from contracts/ — do not edit
// hmac-verify@1.0.0

export interface HmacVerifyInput {
/**
 * The secret key as text in `key_encoding`; at most 4096 bytes once decoded. Never echoed.
 */
key: string
/**
 * How `key` carries bytes; default `utf8`.
 */
key_encoding?: ("utf8" | "hex" | "base64" | "base64url")
/**
 * The signed message as text in `message_encoding`; at most 65536 bytes once decoded.
 */
message: string
/**
 * How `message` carries bytes; default `utf8`.
 */
message_encoding?: ("utf8" | "hex" | "base64" | "base64url")
/**
 * The hash function inside the HMAC.
 */
algorithm: ("md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512")
/**
 * The received signature, with its prefix if `signature_prefix` is given.
 */
signature: string
/**
 * How `signature` carries bytes; default `auto` (hex, then base64, then base64url).
 */
signature_encoding?: ("auto" | "hex" | "base64" | "base64url")
/**
 * A literal, case-sensitive prefix the signature must start with, such as `sha256=`; removed before decoding.
 */
signature_prefix?: string
/**
 * Compare only the leftmost this many MAC bytes; at least max(10, ceil(native / 2)) and at most the native length.
 */
truncate_to_bytes?: number
}

export interface HmacVerifyOutput {
valid: boolean
reason: ("mismatch" | "prefix_missing" | "signature_not_decodable" | "signature_wrong_length" | null)
algorithm: ("md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512")
matched_encoding: ("hex" | "base64" | "base64url" | null)
}

export type Input = HmacVerifyInput;
export type Output = HmacVerifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_key_chars": 16384,
  "max_key_bytes": 4096,
  "max_message_chars": 262144,
  "max_message_bytes": 65536,
  "max_signature_chars": 512,
  "max_signature_prefix_chars": 32,
  "min_truncate_to_bytes": 10,
  "max_truncate_to_bytes": 64
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
