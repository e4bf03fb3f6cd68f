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

/** Removes leading "./" pieces (picomatch drops them from patterns); "./" alone stays. */
export function stripDotSlash(t: string): string {
  while (t.startsWith('./') && t.length > 2) t = t.slice(2);
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
