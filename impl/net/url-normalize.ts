import type { Input, Output } from '../../generated/tools/net/url-normalize.js';
import { limits } from '../../generated/tools/net/url-normalize.js';
import { limitExceeded } from '../lib/tool-error.js';
import { hexValue, inEncodeSet } from './lib/percent-encoding.js';
import { hostType, parseUrlAt, serializeUrl, tryParseUrl, type UrlRecord } from './lib/whatwg-url.js';

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
    // RFC 3986 section 2.3 unreserved (ALPHA DIGIT - . _ ~): the bytes outside the `unreserved` encode set.
    if (steps.decode && !inEncodeSet('unreserved', byte)) replacement = String.fromCharCode(byte);
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
  // Contract rule 4: a result that would not read back as itself is not decoded ("file:///%43|/x"
  // would become "file:///C|/x", which reads back as "file:///C:/x").
  const back = tryParseUrl(href);
  if (back === null || serializeUrl(back) !== href) href = serializeUrl(normalized(input, parseUrlAt(input.url, '/url'), { decode: false, upper }));
  return { href, changed: href !== input.url };
}
