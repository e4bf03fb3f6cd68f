// The WHATWG URL Standard for the net tools, through `whatwg-url` (the Standard's reference
// implementation; hosts through `tr46`, UTS #46 at Unicode 17.0.0). Node's global `URL` is never
// used in impl/: it is the tests' independent oracle.
//
// Stable exports (other net tools import them read-only):
//   UrlRecord                      the Standard's URL record (scheme, username, password, host, port, path, query, fragment)
//   parseUrlAt(text, pointer, base?)  parse `text` (against `base` when given) or throw invalid_input at `pointer`
//   tryParseUrl(text, base?)       the record or null, for callers that test several candidates
//   serializeUrl(record, excludeFragment?)  the URL serializer (href)
//   hostText(record)               the host serializer's ASCII text (IPv6 in brackets), or null when there is no host
//   hostType(record)               domain | ipv4 | ipv6 | opaque | empty | none
//   pathText(record)               the URL path serializer (the `pathname`: no "/." prefix)
//   pathSegments(record)           the path's segments, or null for an opaque path
//   isSpecialScheme(scheme)        ftp, file, http, https, ws, wss
//   originText(record)             the ASCII serialization of the URL's origin ("null" for an opaque origin)
//   urlFailureReason(text, base?)  a short reason a parse failed, where one is cheap to tell
import { basicURLParse, hasAnOpaquePath, serializeHost, serializePath, serializeURL, serializeURLOrigin, type URLRecord } from 'whatwg-url';
import { invalidInput } from '../../lib/tool-error.js';

export type UrlRecord = URLRecord;
export type HostType = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty' | 'none';

const SPECIAL = new Set(['ftp', 'file', 'http', 'https', 'ws', 'wss']);

export function isSpecialScheme(scheme: string): boolean {
  return SPECIAL.has(scheme);
}

/**
 * Every astral code point (a surrogate pair) written as its UTF-8 percent-encoding, "%F0%9F%98%80".
 * The Standard treats the two spellings alike in every component (each component's encode set
 * encodes astral code points, and hosts are percent-decoded before IDNA), but whatwg-url 15.1 walks
 * a userinfo buffer by code units when it meets "@" and turns the code point after an astral one
 * into U+FFFD ("http://😀x@host/" gives username "%F0%9F%98%80%EF%BF%BD"; WPT urltestdata says
 * "%F0%9F%98%80x"). The input is already free of lone surrogates (a service-wide rule).
 */
function encodeAstral(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) continue;
    const cp = text.codePointAt(i)!;
    const bytes = [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
    out += text.slice(from, i) + bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    from = i + 2;
    i++;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Where "xn--" starts in `text`, any case, with 0-3 telling which of xn, xN, Xn, XN it is. */
function xnOccurrences(text: string): [number, number][] {
  const found: [number, number][] = [];
  for (let i = 0; i + 3 < text.length; i++) {
    const x = text.charCodeAt(i);
    const n = text.charCodeAt(i + 1);
    if ((x === 0x78 || x === 0x58) && (n === 0x6e || n === 0x4e) && text.charCodeAt(i + 2) === 0x2d && text.charCodeAt(i + 3) === 0x2d) {
      found.push([i, (x === 0x58 ? 2 : 0) + (n === 0x4e ? 1 : 0)]);
      i += 3;
    }
  }
  return found;
}

/**
 * `text` with every non-ASCII code unit, and the "%" of every escape of a byte 0x80-0xFF, replaced
 * by "^", a forbidden host code point: it parses with a special domain exactly when the domain of
 * `text` is ASCII after percent-decoding (elsewhere "^" is percent-encoded or refused like the
 * non-ASCII code point it stands for: in a scheme or a port).
 */
function asciiProbe(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const highEscape = c === 0x25 && i + 2 < text.length && /^[89a-fA-F][0-9a-fA-F]$/.test(text.slice(i + 1, i + 3));
    out += c >= 0x80 || highEscape ? '^' : text[i];
  }
  return out;
}

function replaceAll(text: string, from: string, to: string): string {
  return text.includes(from) ? text.split(from).join(to) : text;
}

/**
 * The URL Standard's domain parser (since whatwg/url PR #914, July 2026; WPT urltestdata of
 * 2026-07) returns an ASCII domain ASCII-lowercased whatever UTS #46 ToASCII says, so
 * "http://a.b.c.xn--pokxncvks" and "https://xn--/" are valid; whatwg-url 15.1 still refuses them.
 * After whatwg-url refuses a text holding "xn--", the text is parsed again with each "xn--" (any
 * case) replaced by a token of ASCII letters and digits found nowhere in the text (tabs and newlines
 * removed, ASCII escapes decoded) or the base, so that an ASCII domain passes ToASCII as exactly its
 * lowercasing. The result is taken when it is a
 * special URL whose domain holds a token and no other "xn--" label, and the same parse of
 * asciiProbe's text succeeds with the same host (so the domain was ASCII); the tokens are then put
 * back: "xn--" in the domain (lowercased, as the Standard does), the original spelling elsewhere.
 * Any other failure stays a failure. Not covered: an "xn--" spelled with escapes ("%78n--").
 */
function asciiDomainFallback(input: string, options: { baseURL: UrlRecord } | undefined): UrlRecord | null {
  // The parser's first step, done here so that an "xn--" or a token split by a tab is seen whole.
  const text = input.replace(/[\t\n\r]/g, '');
  const found = xnOccurrences(text);
  if (found.length === 0) return null;
  // ASCII escapes decoded too: the host is percent-decoded, so "%71" there is a token's "q".
  const lower = text.replace(/%[0-7][0-9a-f]/gi, (e) => String.fromCharCode(parseInt(e.slice(1), 16))).toLowerCase();
  const baseLower = options === undefined ? '' : serializeURL(options.baseURL).toLowerCase();
  let k = 0;
  const tokensFor = (n: number): string[] => [0, 1, 2, 3].map((v) => `q${n}z${v}`);
  while (tokensFor(k).some((t) => lower.includes(t) || baseLower.includes(t))) k++;
  const tokens = tokensFor(k);
  let tokenized = '';
  let from = 0;
  for (const [at, variant] of found) {
    tokenized += text.slice(from, at) + tokens[variant]!;
    from = at + 4;
  }
  tokenized += text.slice(from);
  // The probe first: it fails fast (at "^") on a non-ASCII domain, before any punycode work.
  const probe = basicURLParse(asciiProbe(tokenized), options);
  if (probe === null || !isSpecialScheme(probe.scheme) || typeof probe.host !== 'string') return null;
  const probeHost = probe.host;
  if (probeHost.includes('xn--') || !tokens.some((t) => probeHost.includes(t))) return null;
  const record = basicURLParse(tokenized, options);
  if (record === null || record.host !== probeHost) return null;
  const host = probeHost;
  const spellings = ['xn--', 'xN--', 'Xn--', 'XN--'];
  const restore = (s: string): string => tokens.reduce((acc, t, v) => replaceAll(acc, t, spellings[v]!), s);
  record.host = tokens.reduce((acc, t) => replaceAll(acc, t, 'xn--'), host);
  record.username = restore(record.username);
  record.password = restore(record.password);
  record.path = typeof record.path === 'string' ? restore(record.path) : record.path.map(restore);
  if (record.query !== null) record.query = restore(record.query);
  if (record.fragment !== null) record.fragment = restore(record.fragment);
  return record;
}

/**
 * The parsed record, or null when the URL Standard's basic URL parser returns failure: whatwg-url's
 * parser, with astral code points percent-encoded first and the Standard's ASCII-domain rule for
 * "xn--" labels (asciiDomainFallback) where whatwg-url 15.1 predates it.
 */
export function tryParseUrl(text: string, base?: UrlRecord): UrlRecord | null {
  const encoded = encodeAstral(text);
  const options = base === undefined ? undefined : { baseURL: base };
  return basicURLParse(encoded, options) ?? asciiDomainFallback(encoded, options);
}

/** True when `text`, after the parser's own trimming, starts with a scheme ("letter, then letters, digits, + - ., then :"). */
function startsWithScheme(text: string): boolean {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  let seen = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) continue;
    const alpha = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (seen === 0) {
      if (!alpha) return false;
    } else if (c === 0x3a) {
      return true;
    } else if (!alpha && !(c >= 0x30 && c <= 0x39) && c !== 0x2b && c !== 0x2d && c !== 0x2e) {
      return false;
    }
    seen++;
  }
  return false;
}

/** True when `text` (after trimming) is a fragment-only reference, "#...". */
function isFragmentOnly(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20) continue;
    return c === 0x23;
  }
  return false;
}

/**
 * A short reason the Standard's parser refused `text` (against `base`), told without re-running
 * the parser's states: whatwg-url reports failure without one.
 */
export function urlFailureReason(text: string, base?: UrlRecord): string {
  const prefix = 'not a valid URL per the WHATWG URL Standard';
  if (!startsWithScheme(text)) {
    if (base === undefined) return `${prefix}: a relative reference without a base URL (no scheme such as "https:")`;
    if (hasAnOpaquePath(base) && !isFragmentOnly(text)) {
      return `${prefix}: the base URL has an opaque path (like "mailto:x"), against which only a fragment-only reference ("#...") resolves`;
    }
  }
  return `${prefix} (an invalid host, port, IPv4 or IPv6 address, or a special scheme without a host)`;
}

/** Parses `text` (against `base` when given) or throws invalid_input at `pointer` with the reason. */
export function parseUrlAt(text: string, pointer: string, base?: UrlRecord): UrlRecord {
  const record = tryParseUrl(text, base);
  if (record === null) throw invalidInput(pointer, urlFailureReason(text, base));
  return record;
}

export function serializeUrl(record: UrlRecord, excludeFragment = false): string {
  return serializeURL(record, excludeFragment);
}

export function hostText(record: UrlRecord): string | null {
  return record.host === null ? null : serializeHost(record.host);
}

export function hostType(record: UrlRecord): HostType {
  const host = record.host;
  if (host === null) return 'none';
  if (typeof host === 'number') return 'ipv4';
  if (Array.isArray(host)) return 'ipv6';
  if (host === '') return 'empty';
  return isSpecialScheme(record.scheme) ? 'domain' : 'opaque';
}

export function pathText(record: UrlRecord): string {
  return serializePath(record);
}

export function pathSegments(record: UrlRecord): string[] | null {
  return typeof record.path === 'string' ? null : [...record.path];
}

export function hasOpaquePath(record: UrlRecord): boolean {
  return hasAnOpaquePath(record);
}

export function originText(record: UrlRecord): string {
  return serializeURLOrigin(record);
}
