// HMAC (RFC 2104) for the signatures category: the algorithm table and the one decode-check-compute
// step that hmac-compute and hmac-verify share. Webhook tools call `computeHmac` on bytes they build.
import { createHmac } from 'node:crypto';
import { decodeBytes, type ByteEncoding } from '../../lib/bytes.js';
import { limitExceeded } from '../../lib/tool-error.js';

export type HmacAlgorithm =
  | 'md5'
  | 'sha1'
  | 'ripemd160'
  | 'sha224'
  | 'sha256'
  | 'sha384'
  | 'sha512'
  | 'sha512-224'
  | 'sha512-256'
  | 'sha3-224'
  | 'sha3-256'
  | 'sha3-384'
  | 'sha3-512';

/** Native MAC length in bytes (SPEC.md hmac-compute rule 1); the keys are also Node's digest names. */
export const HMAC_NATIVE_BYTES: Readonly<Record<HmacAlgorithm, number>> = Object.freeze({
  md5: 16,
  sha1: 20,
  ripemd160: 20,
  sha224: 28,
  sha256: 32,
  sha384: 48,
  sha512: 64,
  'sha512-224': 28,
  'sha512-256': 32,
  'sha3-224': 28,
  'sha3-256': 32,
  'sha3-384': 48,
  'sha3-512': 64,
});

/** What hmac-compute and hmac-verify pass from their contracts: the decoded byte limits. */
export type HmacLimits = { readonly max_key_bytes: number; readonly max_message_bytes: number };

export function computeHmac(algorithm: HmacAlgorithm, key: Uint8Array, message: Uint8Array): Uint8Array {
  const mac = createHmac(algorithm, key).update(message).digest();
  return new Uint8Array(mac.buffer, mac.byteOffset, mac.byteLength);
}

/** The fields hmac-compute and hmac-verify share, exactly as their input schemas name them. */
export type HmacRequest = {
  key: string;
  key_encoding?: ByteEncoding;
  message: string;
  message_encoding?: ByteEncoding;
  algorithm: HmacAlgorithm;
};

/**
 * Decodes key then message (a malformed text is `invalid_input` at its pointer), enforces the
 * decoded byte limits (`limit_exceeded`) and only then computes the MAC. Messages never carry the key.
 */
export function hmacFromRequest(request: HmacRequest, limits: HmacLimits): Uint8Array {
  const key = decodeBytes(request.key, request.key_encoding ?? 'utf8', '/key');
  if (key.length > limits.max_key_bytes) {
    // The key's own length is not reported either: nothing about the key leaves the tool.
    throw limitExceeded('/key', `decoded key exceeds ${limits.max_key_bytes} bytes (max_key_bytes)`);
  }
  const message = decodeBytes(request.message, request.message_encoding ?? 'utf8', '/message');
  if (message.length > limits.max_message_bytes) {
    throw limitExceeded(
      '/message',
      `decoded message is ${message.length} bytes; at most ${limits.max_message_bytes} allowed (max_message_bytes)`,
    );
  }
  return computeHmac(request.algorithm, key, message);
}
