import type { Input, Output } from '../../generated/tools/signatures/webhook-chat-verify.js';
import { limits } from '../../generated/tools/signatures/webhook-chat-verify.js';
import { checkUtf8Bytes, hmac, symmetricTimestampFault, textEqualsConstantTime } from './lib/webhook-common.js';

const VERSION_PREFIX = 'v0=';

export default function webhookChatVerify(input: Input): Output {
  checkUtf8Bytes(input.body, limits.max_body_bytes, '/body', 'max_body_bytes');
  // The vendor checks freshness before looking at the signature, in both directions.
  const fault = symmetricTimestampFault(input.timestamp, input.now, input.tolerance_seconds ?? limits.default_tolerance_seconds);
  if (fault !== null) return { valid: false, reason: fault };
  if (!input.signature.startsWith(VERSION_PREFIX)) return { valid: false, reason: 'no_signature' };
  // The timestamp header text is signed verbatim, exactly as the sender wrote it.
  const expected = VERSION_PREFIX + hmac('sha256', input.signing_secret, `v0:${input.timestamp}:${input.body}`).toString('hex');
  if (!textEqualsConstantTime(input.signature, expected)) return { valid: false, reason: 'signature_mismatch' };
  return { valid: true, reason: null };
}
