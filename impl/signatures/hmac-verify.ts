import type { Input, Output } from '../../generated/tools/signatures/hmac-verify.js';
import { limits } from '../../generated/tools/signatures/hmac-verify.js';
import { tryDecodeBytes } from '../lib/bytes.js';
import { constantTimeEqual } from '../lib/constant-time.js';
import { invalidInput } from '../lib/tool-error.js';
import { HMAC_NATIVE_BYTES, hmacFromRequest } from './lib/hmac.js';

type SignatureEncoding = 'hex' | 'base64' | 'base64url';
// Hex first: a hex text of 2L characters never decodes to L bytes as Base64 (it gives 1.5L), and a
// text valid as both Base64 and base64url uses only the shared alphabet, so the order picks a name,
// never different bytes.
const AUTO_ORDER: readonly SignatureEncoding[] = ['hex', 'base64', 'base64url'];

export default function hmacVerify(input: Input): Output {
  const algorithm = input.algorithm;
  const native = HMAC_NATIVE_BYTES[algorithm];
  let length = native;
  if (input.truncate_to_bytes !== undefined) {
    // RFC 2104 section 5: keep at least half the hash output (birthday bound) and at least 80 bits.
    const minimum = Math.max(limits.min_truncate_to_bytes, Math.ceil(native / 2));
    if (input.truncate_to_bytes < minimum || input.truncate_to_bytes > native) {
      throw invalidInput(
        '/truncate_to_bytes',
        `must be between ${minimum} and ${native} for ${algorithm}`,
      );
    }
    length = input.truncate_to_bytes;
  }

  // Input faults (bad key or message text, limits) are errors even when the signature would fail anyway.
  const mac = hmacFromRequest(input, limits);

  let text = input.signature;
  if (input.signature_prefix !== undefined) {
    if (!text.startsWith(input.signature_prefix)) {
      return { valid: false, reason: 'prefix_missing', algorithm, matched_encoding: null };
    }
    text = text.slice(input.signature_prefix.length);
  }

  const requested = input.signature_encoding ?? 'auto';
  let encoding: SignatureEncoding | null = null;
  let signature: Uint8Array | null = null;
  if (requested === 'auto') {
    for (const candidate of AUTO_ORDER) {
      const bytes = tryDecodeBytes(text, candidate);
      if (bytes !== null && bytes.length === length) {
        encoding = candidate;
        signature = bytes;
        break;
      }
    }
    if (signature === null) {
      return { valid: false, reason: 'signature_not_decodable', algorithm, matched_encoding: null };
    }
  } else {
    const bytes = tryDecodeBytes(text, requested);
    if (bytes === null) {
      return { valid: false, reason: 'signature_not_decodable', algorithm, matched_encoding: null };
    }
    if (bytes.length !== length) {
      return { valid: false, reason: 'signature_wrong_length', algorithm, matched_encoding: null };
    }
    encoding = requested;
    signature = bytes;
  }

  const valid = constantTimeEqual(signature, mac.subarray(0, length));
  return { valid, reason: valid ? null : 'mismatch', algorithm, matched_encoding: encoding };
}
