// Glob compiler and matcher for the path-glob tools. Dialect: picomatch's documented semantics
// (github.com/micromatch/picomatch, "Globbing features"), POSIX-style paths ("/" separates segments):
//   *  any run of characters within one segment (never "/"); a segment of wildcards never matches an
//      empty segment;  ?  one character (code point) within a segment;  [abc] [a-z] [!a] [^a]  one
//      character of (or not of) a class, never "/";  \x  the character x literally;
//   ** as a whole segment: zero or more whole segments (elsewhere it is *);
//   {a,b} alternatives, nested, expanded before matching (bounded);
//   dot files: a segment starting with "." is matched by *, ?, [..] or ** only when dot is true, and
//      "." and ".." segments never are (only a literal "." in the pattern matches them).
// Refused (invalid_input): extglobs @( !( +( *( ?(, a leading ! (negation), POSIX classes [[:alpha:]],
// brace ranges {1..3}, a trailing lone backslash.
// Matching never uses a backtracking regex: each pattern segment is matched star-free chunk by chunk,
// leftmost first (O(tokens x length), no backtracking), and ** by a dynamic programme over segments.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';

export type Tok =
  | { k: 'lit'; c: string }
  | { k: 'any' }
  | { k: 'star' }
  | { k: 'class'; neg: boolean; chars: string[]; ranges: [number, number][] };
export type Seg = { globstar: true } | { globstar: false; toks: Tok[] };
export type Glob = { source: string; segments: Seg[] };

export interface GlobLimits {
  max_pattern_length: number;
  max_brace_expansions: number;
  max_expanded_length: number;
}

/** Expands {a,b} groups (nested), left to right; alternatives in written order. */
export function expandBraces(pattern: string, lim: GlobLimits, pointer: string): string[] {
  let out: string[] = [pattern];
  let total: number;
  for (;;) {
    const next: string[] = [];
    let changed = false;
    for (const p of out) {
      const g = findBrace(p, pointer);
      if (!g) {
        next.push(p);
        continue;
      }
      changed = true;
      for (const alt of g.alts) next.push(p.slice(0, g.start) + alt + p.slice(g.end + 1));
      if (next.length > lim.max_brace_expansions)
        throw limitExceeded(pointer, `the pattern expands to more than max_brace_expansions ${lim.max_brace_expansions} alternatives`);
    }
    out = next;
    total = 0;
    for (const p of out) total += p.length;
    if (total > lim.max_expanded_length)
      throw limitExceeded(pointer, `the expanded alternatives have more than max_expanded_length ${lim.max_expanded_length} characters in all`);
    if (!changed) return out;
  }
}

/** The first top-level {...} with a top-level comma, or null. */
function findBrace(p: string, pointer: string): { start: number; end: number; alts: string[] } | null {
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      const close = classEnd(p, i);
      if (close > 0) i = close;
      continue;
    }
    if (c !== '{') continue;
    let depth = 0;
    const commas: number[] = [];
    for (let j = i; j < p.length; j++) {
      const d = p[j]!;
      if (d === '\\') {
        j++;
        continue;
      }
      if (d === '[') {
        const close = classEnd(p, j);
        if (close > 0) j = close;
        continue;
      }
      if (d === '{') depth++;
      else if (d === '}') {
        depth--;
        if (depth === 0) {
          if (commas.length === 0) {
            const body = p.slice(i + 1, j);
            if (/^(-?\d+\.\.-?\d+|[A-Za-z]\.\.[A-Za-z])(\.\.-?\d+)?$/.test(body))
              throw invalidInput(pointer, `brace ranges such as {${body}} are not supported; list the alternatives as {a,b,c}`);
            break; // a group without a comma is literal text
          }
          const alts: string[] = [];
          let from = i + 1;
          for (const k of commas) {
            alts.push(p.slice(from, k));
            from = k + 1;
          }
          alts.push(p.slice(from, j));
          return { start: i, end: j, alts };
        }
      } else if (d === ',' && depth === 1) commas.push(j);
    }
  }
  return null;
}

/** Index of the "]" closing a class opened at i, or -1 when it is not a class (then "[" is literal). */
function classEnd(p: string, i: number): number {
  let j = i + 1;
  if (p[j] === '!' || p[j] === '^') j++;
  if (p[j] === ']') j++;
  for (; j < p.length; j++) {
    const c = p[j]!;
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '/') return -1;
    if (c === ']') return j;
  }
  return -1;
}

function refuseExtglobs(p: string, pointer: string): void {
  if (p.startsWith('!')) throw invalidInput(pointer, 'a leading ! (negation) is not supported; use exclude patterns (path-glob-filter) or escape it as \\!');
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') {
      if (i === p.length - 1) throw invalidInput(pointer, 'the pattern ends with a lone backslash');
      i++;
      continue;
    }
    if ('@!+*?'.includes(c) && p[i + 1] === '(') throw invalidInput(pointer, `extglob ${c}( is not supported; escape the parenthesis as \\( to match it literally`);
    if (c === '[' && p[i + 1] === '[' && p[i + 2] === ':') throw invalidInput(pointer, 'POSIX character classes such as [[:alpha:]] are not supported; use ranges such as [a-zA-Z]');
    if (c === '[') {
      const close = classEnd(p, i);
      if (close > 0 && p.slice(i, close).includes('[:')) throw invalidInput(pointer, 'POSIX character classes such as [[:alpha:]] are not supported; use ranges such as [a-zA-Z]');
    }
  }
}

function parseClass(p: string, i: number, close: number): Tok {
  let j = i + 1;
  let neg = false;
  if (p[j] === '!' || p[j] === '^') {
    neg = true;
    j++;
  }
  const items: string[] = [];
  while (j < close) {
    if (p[j] === '\\') j++;
    const ch = String.fromCodePoint(p.codePointAt(j)!);
    items.push(ch);
    j += ch.length;
  }
  // ranges: x-y where - is not first or last
  const chars: string[] = [];
  const ranges: [number, number][] = [];
  for (let k = 0; k < items.length; k++) {
    if (k + 2 < items.length && items[k + 1] === '-') {
      ranges.push([items[k]!.codePointAt(0)!, items[k + 2]!.codePointAt(0)!]);
      k += 2;
    } else chars.push(items[k]!);
  }
  return { k: 'class', neg, chars, ranges };
}

/** Parses one brace-free alternative into segments. */
export function parseAlternative(p: string): Seg[] {
  const segs: Seg[] = [];
  let toks: Tok[] = [];
  let raw = '';
  const flush = () => {
    if (raw === '**') segs.push({ globstar: true });
    else segs.push({ globstar: false, toks });
    toks = [];
    raw = '';
  };
  for (let i = 0; i < p.length; ) {
    const c = p[i]!;
    if (c === '/') {
      flush();
      i++;
      continue;
    }
    if (c === '\\') {
      const ch = String.fromCodePoint(p.codePointAt(i + 1)!);
      toks.push({ k: 'lit', c: ch });
      raw += '\\' + ch;
      i += 1 + ch.length;
      continue;
    }
    if (c === '*') {
      if (toks.at(-1)?.k !== 'star') toks.push({ k: 'star' });
      raw += '*';
      i++;
      continue;
    }
    if (c === '?') {
      toks.push({ k: 'any' });
      raw += '?';
      i++;
      continue;
    }
    if (c === '[') {
      const close = classEnd(p, i);
      if (close > 0) {
        toks.push(parseClass(p, i, close));
        raw += p.slice(i, close + 1);
        i = close + 1;
        continue;
      }
    }
    const ch = String.fromCodePoint(p.codePointAt(i)!);
    toks.push({ k: 'lit', c: ch });
    raw += ch;
    i += ch.length;
  }
  flush();
  return segs;
}

/** Removes leading "./" pieces (picomatch drops them from patterns); "./" alone becomes "". */
export function stripDotSlash(t: string): string {
  while (t.startsWith('./')) t = t.slice(2);
  return t;
}

export function compileGlob(pattern: string, lim: GlobLimits, pointer: string): Glob[] {
  if (pattern.length > lim.max_pattern_length)
    throw limitExceeded(pointer, `the pattern has ${pattern.length} UTF-16 code units, more than max_pattern_length ${lim.max_pattern_length}`);
  refuseExtglobs(pattern, pointer);
  return expandBraces(pattern, lim, pointer).map((source) => ({ source, segments: parseAlternative(stripDotSlash(source)) }));
}

const foldCp = (cp: number) => (cp >= 65 && cp <= 90 ? cp + 32 : cp);

function tokMatches(t: Tok, ch: string, nocase: boolean): boolean {
  if (t.k === 'any') return true;
  if (t.k === 'lit') return nocase ? foldCp(t.c.codePointAt(0)!) === foldCp(ch.codePointAt(0)!) : t.c === ch;
  if (t.k === 'star') return true;
  const cp = ch.codePointAt(0)!;
  let hit = false;
  for (const c of t.chars) if (c === ch || (nocase && foldCp(c.codePointAt(0)!) === foldCp(cp))) hit = true;
  for (const [a, b] of t.ranges) {
    if (cp >= a && cp <= b) hit = true;
    if (nocase) {
      const lo = cp >= 97 && cp <= 122 ? cp - 32 : cp >= 65 && cp <= 90 ? cp + 32 : -1;
      if (lo >= 0 && lo >= a && lo <= b) hit = true;
    }
  }
  return t.neg ? !hit : hit;
}

/** Whether a (non-globstar) pattern segment matches one path segment. */
export function segmentMatches(toks: Tok[], seg: string, dot: boolean, nocase: boolean): boolean {
  if (seg === '') return toks.length === 0;
  const leadsDot = seg[0] === '.';
  const litDot = toks[0]?.k === 'lit' && toks[0].c === '.';
  if (leadsDot && !litDot && (!dot || seg === '.' || seg === '..')) return false;
  if (!nocase && toks.every((t) => t.k === 'lit')) {
    let lit = '';
    for (const t of toks) lit += (t as { c: string }).c;
    return lit === seg;
  }
  return chunksMatch(toks, Array.from(seg), nocase);
}

/** One-character tokens toks[from..to) against chars at position at. */
function chunkAt(toks: Tok[], from: number, to: number, chars: string[], at: number, nocase: boolean): boolean {
  for (let k = from; k < to; k++) if (!tokMatches(toks[k]!, chars[at + k - from]!, nocase)) return false;
  return true;
}

/**
 * Star-separated chunks of one-character tokens, matched without backtracking: the first chunk at the
 * start, the last at the end, each middle chunk at its leftmost place after the previous one (the
 * leftmost place leaves the most room, so it is never wrong to take it). O(tokens x length).
 */
function chunksMatch(toks: Tok[], chars: string[], nocase: boolean): boolean {
  const stars: number[] = [];
  toks.forEach((t, i) => {
    if (t.k === 'star') stars.push(i);
  });
  const n = chars.length;
  if (stars.length === 0) return toks.length === n && chunkAt(toks, 0, toks.length, chars, 0, nocase);
  const head = stars[0]!;
  const tailFrom = stars.at(-1)! + 1;
  const tailLen = toks.length - tailFrom;
  if (head + tailLen > n) return false;
  if (!chunkAt(toks, 0, head, chars, 0, nocase)) return false;
  if (!chunkAt(toks, tailFrom, toks.length, chars, n - tailLen, nocase)) return false;
  let pos = head;
  const end = n - tailLen;
  for (let s = 0; s + 1 < stars.length; s++) {
    const from = stars[s]! + 1;
    const to = stars[s + 1]!;
    const len = to - from;
    let found = -1;
    for (let at = pos; at + len <= end; at++) {
      if (chunkAt(toks, from, to, chars, at, nocase)) {
        found = at;
        break;
      }
    }
    if (found < 0) return false;
    pos = found + len;
  }
  return true;
}

/** A path segment ** may pass over. */
const globstarTakes = (seg: string, dot: boolean) => seg !== '' && seg !== '.' && seg !== '..' && (dot || seg[0] !== '.');

export function globMatches(g: Glob, pathSegs: string[], dot: boolean, nocase: boolean): boolean {
  const P = g.segments.length;
  const S = pathSegs.length;
  // reach[j]: pattern segments 0..i-1 can consume path segments 0..j-1.
  let reach = new Uint8Array(S + 1);
  reach[0] = 1;
  for (let i = 0; i < P; i++) {
    const seg = g.segments[i]!;
    const next = new Uint8Array(S + 1);
    if (seg.globstar) {
      for (let j = 0; j <= S; j++) {
        if (reach[j]) next[j] = 1;
        if (next[j] && j < S && globstarTakes(pathSegs[j]!, dot)) next[j + 1] = 1;
      }
    } else {
      for (let j = 0; j < S; j++) if (reach[j] && segmentMatches(seg.toks, pathSegs[j]!, dot, nocase)) next[j + 1] = 1;
    }
    reach = next;
  }
  return reach[S] === 1;
}

export interface MatchOptions {
  dot: boolean;
  nocase: boolean;
}

/** The first alternative (in brace expansion order) matching the path, or null. */
export function matchCompiled(globs: Glob[], path: string, o: MatchOptions): Glob | null {
  const segs = stripDotSlash(path).split('/');
  for (const g of globs) if (globMatches(g, segs, o.dot, o.nocase)) return g;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Regex emission (path-glob-to-regex): the same language as globMatches, written with only
// concatenation, alternation, repetition and classes (no lookaround, no backreference), so it is
// valid RE2, ECMAScript (with the u flag) and PCRE2 (UTF mode) alike. Every non-alphanumeric
// character is written as a code point escape.

export type Flavor = 're2' | 'ecmascript' | 'pcre';
type Ranges = [number, number][];
const MAXCP = 0x10ffff;
const SLASH = 0x2f;
const DOT = 0x2e;

function normRanges(r: Ranges): Ranges {
  const s = r.filter(([a, b]) => a <= b).sort((x, y) => x[0] - y[0]);
  const out: Ranges = [];
  for (const [a, b] of s) {
    const last = out.at(-1);
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
function complement(r: Ranges): Ranges {
  const out: Ranges = [];
  let next = 0;
  for (const [a, b] of normRanges(r)) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= MAXCP) out.push([next, MAXCP]);
  return out;
}
const minus = (r: Ranges, cp: number): Ranges => {
  const out: Ranges = [];
  for (const [a, b] of normRanges(r)) {
    if (cp < a || cp > b) out.push([a, b]);
    else {
      if (a < cp) out.push([a, cp - 1]);
      if (cp < b) out.push([cp + 1, b]);
    }
  }
  return out;
};
function foldRanges(r: Ranges): Ranges {
  const out: Ranges = [...r];
  for (const [a, b] of r) {
    const lo = Math.max(a, 65);
    const hi = Math.min(b, 90);
    if (lo <= hi) out.push([lo + 32, hi + 32]);
    const lo2 = Math.max(a, 97);
    const hi2 = Math.min(b, 122);
    if (lo2 <= hi2) out.push([lo2 - 32, hi2 - 32]);
  }
  return normRanges(out);
}

/** The code points one one-character token takes (never "/"). */
function tokRanges(t: Tok, nocase: boolean): Ranges {
  let r: Ranges;
  if (t.k === 'any') r = [[0, MAXCP]];
  else if (t.k === 'lit') {
    const cp = t.c.codePointAt(0)!;
    r = [[cp, cp]];
  } else if (t.k === 'class') {
    r = t.ranges.map(([a, b]) => [a, b] as [number, number]);
    for (const c of t.chars) {
      const cp = c.codePointAt(0)!;
      r.push([cp, cp]);
    }
  } else r = [[0, MAXCP]]; // a star is never passed here
  if (nocase) r = foldRanges(r);
  if (t.k === 'class' && t.neg) r = complement(r);
  return minus(r, SLASH);
}

const cpEscape = (cp: number, f: Flavor) => (f === 'ecmascript' ? `\\u{${cp.toString(16)}}` : `\\x{${cp.toString(16)}}`);
const isAlnum = (cp: number) => (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122);
function classText(r: Ranges, f: Flavor): string | null {
  const n = normRanges(r);
  if (n.length === 0) return null;
  if (n.length === 1 && n[0]![0] === n[0]![1]) {
    const cp = n[0]![0];
    return isAlnum(cp) ? String.fromCodePoint(cp) : cpEscape(cp, f);
  }
  const c = complement(n);
  const body = (x: Ranges) => x.map(([a, b]) => (a === b ? cpEscape(a, f) : `${cpEscape(a, f)}-${cpEscape(b, f)}`)).join('');
  return c.length < n.length ? `[^${body(c)}]` : `[${body(n)}]`;
}

const alt = (xs: (string | null)[]): string | null => {
  const ys = xs.filter((x): x is string => x !== null);
  if (ys.length === 0) return null;
  return ys.length === 1 ? ys[0]! : `(?:${ys.join('|')})`;
};

/** Regex of a pattern segment (rules of segmentMatches); null when it can match nothing. */
function segmentRegex(toks: Tok[], dot: boolean, nocase: boolean, f: Flavor): string | null {
  if (toks.length === 0) return '';
  const notSlash = classText([[0, MAXCP]].map(([a, b]) => [a, b] as [number, number]).flatMap((x) => minus([x], SLASH)), f)!;
  const plain = (from: number): string | null => {
    let s = '';
    for (let i = from; i < toks.length; i++) {
      const t = toks[i]!;
      if (t.k === 'star') s += `${notSlash}*`;
      else {
        const c = classText(tokRanges(t, nocase), f);
        if (c === null) return null;
        s += c;
      }
    }
    return s;
  };
  if (toks[0]!.k === 'lit' && (toks[0] as { c: string }).c === '.') return plain(0);
  // state: 0 nothing read, 1 ".", 2 "..", 3 anything else (final). Without dot a leading "." is refused.
  const step = (st: number) => (!dot ? -1 : st === 0 ? 1 : st === 1 ? 2 : 3);
  const memo = new Map<string, string | null>();
  const gen = (i: number, st: number): string | null => {
    if (st === 3) return plain(i);
    if (st < 0) return null;
    if (i === toks.length) return null;
    const key = `${i},${st}`;
    if (memo.has(key)) return memo.get(key)!;
    const t = toks[i]!;
    let out: string | null;
    if (t.k === 'star') {
      const viaDot = step(st) < 0 ? null : gen(i, step(st));
      const other = plain(i);
      out = alt([gen(i + 1, st), viaDot === null ? null : `${cpEscape(DOT, f)}${viaDot}`, other === null ? null : `${classText(minus(minus([[0, MAXCP]], SLASH), DOT), f)}${other}`]);
    } else {
      const r = tokRanges(t, nocase);
      const hasDot = r.some(([a, b]) => a <= DOT && DOT <= b);
      const rest = minus(r, DOT);
      const d = hasDot && step(st) >= 0 ? gen(i + 1, step(st)) : null;
      const o = classText(rest, f) === null ? null : plain(i + 1);
      out = alt([d === null ? null : `${cpEscape(DOT, f)}${d}`, o === null ? null : `${classText(rest, f)}${o}`]);
    }
    memo.set(key, out);
    return out;
  };
  return gen(0, 0);
}

/** Regex of one brace-free alternative (rules of globMatches), or null when it matches nothing. */
function alternativeRegex(g: Glob, dot: boolean, nocase: boolean, f: Flavor): string | null {
  const segs: Seg[] = [];
  for (const s of g.segments) if (!(s.globstar && segs.at(-1)?.globstar)) segs.push(s); // ** / ** is **
  const notSlashNotDot = classText(minus(minus([[0, MAXCP]], SLASH), DOT), f)!;
  const notSlash = classText(minus([[0, MAXCP]], SLASH), f)!;
  const e = (cp: number) => cpEscape(cp, f);
  const S = dot ? `(?:${notSlashNotDot}${notSlash}*|${e(DOT)}${notSlashNotDot}${notSlash}*|${e(DOT)}${e(DOT)}${notSlash}+)` : `${notSlashNotDot}${notSlash}*`;
  const sep = e(SLASH);
  const R = segs.map((s) => (s.globstar ? null : segmentRegex(s.toks, dot, nocase, f)));
  for (let i = 0; i < segs.length; i++) if (!segs[i]!.globstar && R[i] === null) return null;
  // T(j): elements j.. each with its leading separator; D(j): the same without the first separator.
  // A ** followed by more elements is (S/)*, a final ** is S(/S)* (at least one segment, as the
  // path has at least one): linear in the number of segments.
  const T = (j: number): string => {
    let s = '';
    for (let i = j; i < segs.length; i++) s += segs[i]!.globstar ? `(?:${sep}${S})*` : `${sep}${R[i]}`;
    return s;
  };
  let lead = '';
  let j = 0;
  while (segs[j]?.globstar && j + 1 < segs.length) {
    lead += `(?:${S}${sep})*`;
    j++; // consecutive ** were merged, so this runs at most once
  }
  if (segs[j]!.globstar) return `${lead}${S}(?:${sep}${S})*`;
  return `${lead}${R[j]}${T(j + 1)}`;
}

/** The anchored regex for all alternatives, or a regex matching nothing when none can match. */
export function globsToRegex(globs: Glob[], dot: boolean, nocase: boolean, f: Flavor): string {
  const parts: string[] = [];
  for (const g of globs) {
    const r = alternativeRegex(g, dot, nocase, f);
    if (r !== null && !parts.includes(r)) parts.push(r);
  }
  const dotSlash = `(?:${cpEscape(DOT, f)}${cpEscape(SLASH, f)})*`;
  // leading "./" pieces of the path are dropped (stripDotSlash)
  const withPrefix = parts.map((r) => `${dotSlash}${r}`);
  const never = f === 'ecmascript' ? '[^\\u{0}-\\u{10ffff}]' : '[^\\x{0}-\\x{10ffff}]';
  const fixed = withPrefix.length === 0 ? never : withPrefix.length === 1 ? withPrefix[0]! : `(?:${withPrefix.join('|')})`;
  return f === 'ecmascript' ? `^${fixed}$` : `\\A${fixed}\\z`;
}
