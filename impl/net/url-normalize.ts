import type { Input, Output } from '../../generated/tools/net/url-normalize.js';
import { limits } from '../../generated/tools/net/url-normalize.js';
import { limitExceeded } from '../lib/tool-error.js';
import { hostType, parseUrlAt, serializeUrl, tryParseUrl, type UrlRecord } from './lib/whatwg-url.js';

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** RFC 3986 section 2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
function isUnreserved(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2d || b === 0x2e || b === 0x5f || b === 0x7e;
}

type Steps = { decode: boolean; upper: boolean };

/** RFC 3986 6.2.2.1 and 6.2.2.2 on one component: escapes of unreserved bytes decoded, other escapes' hex uppercased. */
function fixEscapes(text: string, steps: Steps): string {
  if (!text.includes('%')) return text;
  let out = '';
  let from = 0;
  for (let i = 0; i + 2 < text.length; i++) {
    if (text.charCodeAt(i) !== 0x25) continue;
    const hi = hexValue(text.charCodeAt(i + 1));
    const lo = hexValue(text.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) continue;
    const byte = hi * 16 + lo;
    let replacement: string | null = null;
    if (steps.decode && isUnreserved(byte)) replacement = String.fromCharCode(byte);
    else if (steps.upper) replacement = text.slice(i, i + 3).toUpperCase();
    if (replacement !== null) {
      out += text.slice(from, i) + replacement;
      from = i + 3;
    }
    i += 2;
  }
  return out + text.slice(from);
}

function normalized(input: Input, record: UrlRecord, steps: Steps): UrlRecord {
  record.username = fixEscapes(record.username, steps);
  record.password = fixEscapes(record.password, steps);
  if (hostType(record) === 'opaque') record.host = fixEscapes(record.host as string, steps);
  record.path = typeof record.path === 'string' ? fixEscapes(record.path, steps) : record.path.map((s) => fixEscapes(s, steps));
  if (record.query !== null) record.query = fixEscapes(record.query, steps);
  if (record.fragment !== null) record.fragment = fixEscapes(record.fragment, steps);

  if (input.remove_empty_query === true && record.query === '') record.query = null;
  if (input.remove_fragment === true || (input.remove_empty_fragment === true && record.fragment === '')) record.fragment = null;
  return record;
}

export default function urlNormalize(input: Input): Output {
  if (input.url.length > limits.max_url_length) throw limitExceeded('/url', `the URL is longer than ${limits.max_url_length} UTF-16 code units`);
  const upper = input.uppercase_percent_hex !== false;
  let href = serializeUrl(normalized(input, parseUrlAt(input.url, '/url'), { decode: input.decode_unreserved !== false, upper }));
  // Contract rule 4: a result that would not read back as itself is not decoded (a safety check; no
  // such input is known, as decoding unreserved bytes makes no delimiter and no dot segment).
  const back = tryParseUrl(href);
  if (back === null || serializeUrl(back) !== href) href = serializeUrl(normalized(input, parseUrlAt(input.url, '/url'), { decode: false, upper }));
  return { href, changed: href !== input.url };
}
