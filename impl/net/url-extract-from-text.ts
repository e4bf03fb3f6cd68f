import type { Input, Output } from '../../generated/tools/net/url-extract-from-text.js';
import { limits } from '../../generated/tools/net/url-extract-from-text.js';
import { limitExceeded } from '../lib/tool-error.js';

type Found = Output['urls'][number];
type Scheme = 'http' | 'https' | 'ftp' | 'mailto';

const PREFIXES: readonly { text: string; scheme: Scheme | 'www' }[] = [
  { text: 'https://', scheme: 'https' },
  { text: 'http://', scheme: 'http' },
  { text: 'ftp://', scheme: 'ftp' },
  { text: 'mailto:', scheme: 'mailto' },
  { text: 'www.', scheme: 'www' },
];

// Unicode White_Space, besides the C0 and C1 controls (all refused).
const SPACES = new Set([0x20, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
const EXCLUDED = new Set([...'<>"`{}|\\^'].map((c) => c.charCodeAt(0)));
const TRAILING = new Set([...`.,;:!?'`].map((c) => c.charCodeAt(0)));

function isUrlChar(c: number): boolean {
  if (c <= 0x20 || (c >= 0x7f && c <= 0xa0)) return false;
  if (SPACES.has(c) || (c >= 0x2000 && c <= 0x200a)) return false;
  return !EXCLUDED.has(c);
}
const isAsciiAlnum = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const lower = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 32 : c);

/** Whether the code point before a scheme (or "www.") lets a link start there. */
function boundaryOk(prev: number, www: boolean): boolean {
  if (prev < 0) return true;
  if (isAsciiAlnum(prev) || prev === 0x2b || prev === 0x2d || prev === 0x2e) return false;
  return !(www && (prev === 0x5f || prev === 0x40 || prev === 0x2f || prev === 0x3a));
}
/** The first code point after the prefix: what a host (or mailto address) can start with. */
function startsBody(c: number, scheme: Scheme | 'www'): boolean {
  if (c < 0 || !isUrlChar(c)) return false;
  if (c >= 0x80 || isAsciiAlnum(c)) return true;
  if (scheme === 'www') return false;
  if (scheme === 'mailto') return c === 0x2e || c === 0x5f || c === 0x25 || c === 0x2b || c === 0x2d;
  return c === 0x5b; // an IPv6 literal
}

export default function urlExtractFromText(input: Input): Output {
  const { text } = input;
  if (text.length > limits.max_text_length) throw limitExceeded('/text', `the text is longer than ${limits.max_text_length} code units`);
  const allowed = new Set<string>(input.schemes ?? ['http', 'https', 'ftp', 'mailto']);
  if (input.www ?? true) allowed.add('www');
  const cps = Array.from(text, (ch) => ch.codePointAt(0)!);
  const chars = Array.from(text);
  const n = cps.length;
  const at = (i: number): number => (i < n ? cps[i]! : -1);
  const urls: Found[] = [];
  let runEnd = -1; // end of the run of URL characters the last candidate started in
  let i = 0;
  while (i < n) {
    const c = lower(cps[i]!);
    if (c !== 0x68 && c !== 0x66 && c !== 0x6d && c !== 0x77) {
      i++;
      continue;
    }
    let matched: { text: string; scheme: Scheme | 'www' } | null = null;
    for (const p of PREFIXES) {
      if (!allowed.has(p.scheme) || i + p.text.length > n) continue;
      let k = 0;
      while (k < p.text.length && lower(cps[i + k]!) === p.text.charCodeAt(k)) k++;
      if (k === p.text.length) {
        matched = p;
        break;
      }
    }
    const bodyStart = matched === null ? i : i + matched.text.length;
    if (matched === null || !boundaryOk(i > 0 ? cps[i - 1]! : -1, matched.scheme === 'www') || !startsBody(at(bodyStart), matched.scheme)) {
      i++;
      continue;
    }
    if (runEnd <= i) {
      runEnd = bodyStart;
      while (runEnd < n && isUrlChar(cps[runEnd]!)) runEnd++;
    }
    let opens = 0;
    let closes = 0;
    let opensB = 0;
    let closesB = 0;
    for (let k = i; k < runEnd; k++) {
      const d = cps[k]!;
      if (d === 0x28) opens++;
      else if (d === 0x29) closes++;
      else if (d === 0x5b) opensB++;
      else if (d === 0x5d) closesB++;
    }
    let end = runEnd;
    while (end > bodyStart) {
      const d = cps[end - 1]!;
      if (TRAILING.has(d)) end--;
      else if (d === 0x29 && closes > opens) {
        end--;
        closes--;
      } else if (d === 0x5d && closesB > opensB) {
        end--;
        closesB--;
      } else break;
    }
    if (end === bodyStart) {
      i++;
      continue;
    }
    if (urls.length === limits.max_urls) throw limitExceeded('/text', `more than ${limits.max_urls} URLs in the text`);
    const found = chars.slice(i, end).join('');
    urls.push({
      url: matched.scheme === 'www' ? `http://${found}` : found,
      scheme: matched.scheme === 'www' ? 'www' : matched.scheme,
      start: i,
      end,
    });
    i = end;
  }
  return { urls, count: urls.length };
}
