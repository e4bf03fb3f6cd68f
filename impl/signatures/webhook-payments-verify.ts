import type { Input, Output } from '../../generated/tools/signatures/webhook-payments-verify.js';
import { limits } from '../../generated/tools/signatures/webhook-payments-verify.js';
import { anyEqualsConstantTime, checkUtf8Bytes, hmac } from './lib/webhook-common.js';

// The header grammar's bound on `t` (rule 2), the same as the schema's bound on `now`.
const MAX_TIMESTAMP = 99999999999;

type Parsed = { timestamp: number; signatures: string[] } | null;

function trimOws(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start++;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(start, end);
}

/** ASCII digits with a value of at most 99999999999 (leading zeros allowed); null otherwise. */
function parseTimestamp(text: string): number | null {
  if (text.length === 0) return null;
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return null;
    if (first < 0 && c !== 0x30) first = i;
  }
  if (first < 0) return 0;
  const significant = text.slice(first);
  // At most 11 significant digits, so Number holds it exactly.
  if (significant.length > 11) return null;
  const value = Number(significant);
  return value <= MAX_TIMESTAMP ? value : null;
}

/** Exactly one valid `t`; every `v1` value kept in header order; other keys ignored. */
function parseHeader(header: string): Parsed {
  let timestamp: number | null = null;
  let tCount = 0;
  const signatures: string[] = [];
  for (const raw of header.split(',')) {
    const element = trimOws(raw);
    const eq = element.indexOf('=');
    if (eq < 0) continue;
    const key = element.slice(0, eq);
    const value = element.slice(eq + 1);
    if (key === 't') {
      tCount++;
      timestamp = parseTimestamp(value);
    } else if (key === 'v1') {
      signatures.push(value);
    }
  }
  if (tCount !== 1 || timestamp === null) return null;
  return { timestamp, signatures };
}

export default function webhookPaymentsVerify(input: Input): Output {
  checkUtf8Bytes(input.payload, limits.max_payload_bytes, '/payload', 'max_payload_bytes');
  const tolerance = input.tolerance_seconds ?? limits.default_tolerance_seconds;
  const parsed = parseHeader(input.signature_header);
  if (parsed === null) {
    return { valid: false, reason: 'header_malformed', timestamp: null, signatures_checked: 0 };
  }
  const { timestamp, signatures } = parsed;
  const base = { timestamp, signatures_checked: signatures.length };
  if (signatures.length === 0) return { valid: false, reason: 'no_signature', ...base };
  // The timestamp is signed in its canonical decimal form, whatever zeros the header carried.
  const expected = hmac('sha256', input.secret, `${timestamp}.${input.payload}`).toString('hex');
  if (!anyEqualsConstantTime(signatures, expected)) return { valid: false, reason: 'signature_mismatch', ...base };
  // Only age is bounded, as the vendor SDK does: a timestamp ahead of `now` is accepted.
  if (input.now - timestamp > tolerance) return { valid: false, reason: 'timestamp_outside_tolerance', ...base };
  return { valid: true, reason: null, ...base };
}
