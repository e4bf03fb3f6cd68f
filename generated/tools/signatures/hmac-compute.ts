// generated from contracts/ — do not edit
// hmac-compute@1.0.0

export interface HmacComputeInput {
/**
 * The secret key as text in `key_encoding`; at most 4096 bytes once decoded. Never echoed.
 */
key: string
/**
 * How `key` carries bytes; default `utf8`.
 */
key_encoding?: ("utf8" | "hex" | "base64" | "base64url")
/**
 * The message as text in `message_encoding`; at most 65536 bytes once decoded.
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
}

export interface HmacComputeOutput {
algorithm: ("md5" | "sha1" | "ripemd160" | "sha224" | "sha256" | "sha384" | "sha512" | "sha512-224" | "sha512-256" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512")
hex: string
base64: string
base64url: string
mac_bytes: number
}

export type Input = HmacComputeInput;
export type Output = HmacComputeOutput;

/** The contract's named limits. */
export const limits = {
  "max_key_chars": 16384,
  "max_key_bytes": 4096,
  "max_message_chars": 262144,
  "max_message_bytes": 65536
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
