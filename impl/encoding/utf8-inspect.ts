import type { Input, Output } from '../../generated/tools/encoding/utf8-inspect.js';
import { decodeBytes } from '../lib/bytes.js';
import { utf8TextOrNull } from './lib/utf8-text.js';

type Reason = NonNullable<Output['reason']>;
type Decoded = { value: number; length: number } | { reason: Reason };

function isContinuation(b: number | undefined): boolean {
  return b !== undefined && b >= 0x80 && b <= 0xbf;
}

/** The RFC 3629 section 4 sequence starting at `at`, or why none starts there. */
function decodeAt(bytes: Uint8Array, at: number): Decoded {
  const lead = bytes[at]!;
  if (lead < 0x80) return { value: lead, length: 1 };
  if (lead <= 0xbf) return { reason: 'unexpected_continuation_byte' };
  if (lead <= 0xc1) return { reason: 'overlong_encoding' }; // C0/C1 could only start a 2-byte overlong form
  if (lead >= 0xf8) return { reason: 'invalid_lead_byte' };
  if (lead >= 0xf5) return { reason: 'above_max_code_point' };
  const length = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
  let value = lead & (length === 2 ? 0x1f : length === 3 ? 0x0f : 0x07);
  for (let k = 1; k < length; k++) {
    const b = bytes[at + k];
    if (b === undefined) return { reason: 'truncated_sequence' };
    if (!isContinuation(b)) return { reason: 'missing_continuation_byte' };
    if (k === 1) {
      // The second byte's range is narrowed by the lead (RFC 3629 section 4 ABNF).
      if ((lead === 0xe0 && b < 0xa0) || (lead === 0xf0 && b < 0x90)) return { reason: 'overlong_encoding' };
      if (lead === 0xed && b > 0x9f) return { reason: 'surrogate' };
      if (lead === 0xf4 && b > 0x8f) return { reason: 'above_max_code_point' };
    }
    value = (value << 6) | (b & 0x3f);
  }
  return { value, length };
}

export default function utf8Inspect(input: Input): Output {
  const bytes = decodeBytes(input.input, input.input_encoding ?? 'hex', '/input');
  const maxReported = input.max_code_points ?? 1000; // the schema's default
  const codePoints: Output['code_points'] = [];
  let count = 0;
  let at = 0;
  let failure: { offset: number; reason: Reason } | null = null;
  while (at < bytes.length) {
    const d = decodeAt(bytes, at);
    if ('reason' in d) {
      failure = { offset: at, reason: d.reason };
      break;
    }
    if (codePoints.length < maxReported) {
      codePoints.push({
        offset: at,
        length: d.length,
        value: d.value,
        code_point: 'U+' + d.value.toString(16).toUpperCase().padStart(4, '0'),
      });
    }
    count++;
    at += d.length;
  }
  return {
    valid: failure === null,
    byte_length: bytes.length,
    code_point_count: count,
    code_points: codePoints,
    truncated: count > codePoints.length,
    first_invalid_offset: failure?.offset ?? null,
    reason: failure?.reason ?? null,
    has_bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
    text: failure === null ? utf8TextOrNull(bytes) : null,
  };
}
