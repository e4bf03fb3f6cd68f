import type { Input, Output } from '../../generated/tools/signatures/webhook-standard-verify.js';
import { limits } from '../../generated/tools/signatures/webhook-standard-verify.js';
import { anyEqualsConstantTime, checkUtf8Bytes, hmac, symmetricTimestampFault } from './lib/webhook-common.js';
import { decodeStandardSecret } from './lib/webhook-standard-secret.js';

/** Values of the `v1` entries of a space-separated `<version>,<signature>` list, in order. */
function v1Signatures(header: string): string[] {
  const out: string[] = [];
  for (const entry of header.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma < 0) continue; // empty pieces from repeated spaces, or no version at all
    if (entry.slice(0, comma) === 'v1') out.push(entry.slice(comma + 1));
  }
  return out;
}

export default function webhookStandardVerify(input: Input): Output {
  checkUtf8Bytes(input.payload, limits.max_payload_bytes, '/payload', 'max_payload_bytes');
  // A bad secret is the caller's own configuration, so it fails loudly rather than as a reason.
  const key = decodeStandardSecret(input.secret, '/secret');
  if (input.webhook_id === '' || input.webhook_signature === '') {
    return { valid: false, reason: 'header_malformed', signatures_checked: 0 };
  }
  const fault = symmetricTimestampFault(input.webhook_timestamp, input.now, input.tolerance_seconds ?? limits.default_tolerance_seconds);
  if (fault !== null) return { valid: false, reason: fault, signatures_checked: 0 };
  const candidates = v1Signatures(input.webhook_signature);
  if (candidates.length === 0) return { valid: false, reason: 'no_signature', signatures_checked: 0 };
  const signed = `${input.webhook_id}.${input.webhook_timestamp}.${input.payload}`;
  const expected = hmac('sha256', key, signed).toString('base64');
  return anyEqualsConstantTime(candidates, expected)
    ? { valid: true, reason: null, signatures_checked: candidates.length }
    : { valid: false, reason: 'signature_mismatch', signatures_checked: candidates.length };
}
