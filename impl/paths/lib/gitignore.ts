// The gitignore pattern grammar as git itself reads it (dir.c's parse_path_pattern, match_basename,
// match_pathname) and git's wildmatch with WM_PATHNAME for its wildcards, for path-gitignore-match.
// Where git departs from gitignore(5)'s prose, git is followed. Like git, matching is on UTF-8 bytes:
// paths and pattern bodies are turned into "byte strings" (one UTF-16 unit per byte, 0..255), so a "?"
// or a class takes one byte. Patterns are compiled to a small NFA over bytes and run by simulating the
// set of live states: O(tokens x length), no backtracking, no regex built from input.
import { Buffer } from 'node:buffer';
import { limitExceeded } from '../../lib/tool-error.js';

/** The UTF-8 bytes of a well-formed text as a string of code units 0..255 (one per byte). */
export function byteString(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u007f]*$/.test(text) ? text : Buffer.from(text, 'utf8').toString('latin1');
}

export type GiTok =
  | { k: 'lit'; cp: number }
  | { k: 'any' }
  | { k: 'class'; neg: boolean; test: (cp: number) => boolean }
  | { k: 'star' }
  /** ** between slashes: any run of characters, "/" included; skip: it may also take its "/" after it. */
  | { k: 'dstar'; skip: boolean };

export interface GiPattern {
  line: number;
  text: string;
  negated: boolean;
  dirOnly: boolean;
  /** No "/" in the pattern (a trailing one aside): it is matched against the last segment only. */
  basename: boolean;
  /** The pattern as git matches it, as a byte string: "!" and trailing "/" removed, a leading "/" dropped when anchored. */
  body: string;
  /** null: the pattern can never match (an unclosed class, an unknown [:class:], a trailing lone backslash). */
  toks: GiTok[] | null;
  /** The pattern holds no wildcard: compare the text directly. */
  literal: string | null;
  /** A "*" and then no wildcard: the text must end with this (git's PATTERN_FLAG_ENDSWITH). */
  suffix: string | null;
  /** The text before the first wildcard or backslash, which the text must start with. */
  prefix: string;
}

const isAsciiIn = (cp: number, a: number, b: number) => cp >= a && cp <= b;
const isUpper = (c: number) => isAsciiIn(c, 0x41, 0x5a);
const isLower = (c: number) => isAsciiIn(c, 0x61, 0x7a);
const isDigit = (c: number) => isAsciiIn(c, 0x30, 0x39);
const isAlpha = (c: number) => isUpper(c) || isLower(c);
const isPunct = (c: number) => isAsciiIn(c, 0x21, 0x2f) || isAsciiIn(c, 0x3a, 0x40) || isAsciiIn(c, 0x5b, 0x60) || isAsciiIn(c, 0x7b, 0x7e);
/** The POSIX classes of wildmatch, ASCII only (git's own ctype: no locale). */
const POSIX_CLASSES: Record<string, (c: number) => boolean> = {
  alnum: (c) => isAlpha(c) || isDigit(c),
  alpha: isAlpha,
  blank: (c) => c === 0x20 || c === 0x09,
  cntrl: (c) => c < 0x20 || c === 0x7f,
  digit: isDigit,
  graph: (c) => isAsciiIn(c, 0x21, 0x7e),
  lower: isLower,
  print: (c) => isAsciiIn(c, 0x20, 0x7e),
  punct: isPunct,
  space: (c) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d,
  upper: isUpper,
  xdigit: (c) => isDigit(c) || isAsciiIn(c, 0x41, 0x46) || isAsciiIn(c, 0x61, 0x66),
};

const SLASH = 0x2f;
const STAR = 0x2a;
const BACKSLASH = 0x5c;

/**
 * A class starting at cps[i] === "[" as wildmatch reads it: [index after "]", test] or null when the
 * pattern ends inside it or names an unknown [:class:] (wildmatch aborts: nothing matches).
 */
function parseClass(cps: number[], i: number): [number, { neg: boolean; test: (cp: number) => boolean }] | null {
  let p = i + 1;
  let neg = false;
  if (cps[p] === 0x21 || cps[p] === 0x5e) {
    neg = true;
    p++;
  }
  const singles: number[] = [];
  const ranges: [number, number][] = [];
  const named: ((c: number) => boolean)[] = [];
  let prev = 0; // 0: no previous member that a "-" could start a range from
  let ch = cps[p];
  for (;;) {
    if (ch === undefined) return null;
    if (ch === BACKSLASH) {
      ch = cps[++p];
      if (ch === undefined) return null;
      singles.push(ch);
    } else if (ch === 0x2d && prev !== 0 && cps[p + 1] !== undefined && cps[p + 1] !== 0x5d) {
      ch = cps[++p]!;
      if (ch === BACKSLASH) {
        ch = cps[++p];
        if (ch === undefined) return null;
      }
      ranges.push([prev, ch]);
      ch = 0;
    } else if (ch === 0x5b && cps[p + 1] === 0x3a) {
      const s = p + 2;
      let q = s;
      while (cps[q] !== undefined && cps[q] !== 0x5d) q++;
      if (cps[q] === undefined) return null;
      if (q - s - 1 < 0 || cps[q - 1] !== 0x3a) {
        singles.push(0x5b); // no ":]": the "[" is a member and the scan resumes after it
        ch = 0x5b;
      } else {
        // class names are at most 6 letters; a longer one is unknown without building it
        const name = q - 1 - s <= 6 ? String.fromCharCode(...cps.slice(s, q - 1)) : '';
        const f = Object.hasOwn(POSIX_CLASSES, name) ? POSIX_CLASSES[name]! : null;
        if (!f) return null;
        named.push(f);
        p = q;
        ch = 0;
      }
    } else singles.push(ch);
    prev = ch;
    ch = cps[++p];
    if (ch === 0x5d) break;
  }
  const test = (cp: number) => singles.includes(cp) || ranges.some(([a, b]) => cp >= a && cp <= b) || named.some((f) => f(cp));
  return [p + 1, { neg, test }];
}

/**
 * Tokens of a pattern body (a byte string); null when it can never match. In an anchored pattern
 * (pathname) git compares the literal text before the first wildcard or backslash itself and hands
 * only the rest to wildmatch, so a run of stars that is that first wildcard counts as starting the
 * pattern: in "a/b**" + "/c" the stars cross directories, as a leading "**" + "/c" does.
 */
export function compileBody(body: string, pathname: boolean): GiTok[] | null {
  const cps = Array.from({ length: body.length }, (_, k) => body.charCodeAt(k));
  const toks: GiTok[] = [];
  let seenSpecial = false;
  for (let i = 0; i < cps.length; ) {
    const c = cps[i]!;
    const first = !seenSpecial;
    if (c === BACKSLASH || c === 0x3f || c === 0x5b || c === STAR) seenSpecial = true;
    if (c === BACKSLASH) {
      if (i + 1 >= cps.length) return null;
      toks.push({ k: 'lit', cp: cps[i + 1]! });
      i += 2;
    } else if (c === 0x3f) {
      toks.push({ k: 'any' });
      i++;
    } else if (c === 0x5b) {
      const cls = parseClass(cps, i);
      if (!cls) return null;
      toks.push({ k: 'class', ...cls[1] });
      i = cls[0];
    } else if (c === STAR) {
      let j = i;
      while (cps[j] === STAR) j++;
      const before = i === 0 || cps[i - 1] === SLASH || first;
      const after = j === cps.length || cps[j] === SLASH || (cps[j] === BACKSLASH && cps[j + 1] === SLASH);
      if (pathname && j - i >= 2 && before && after) toks.push({ k: 'dstar', skip: cps[j] === SLASH });
      else toks.push({ k: 'star' });
      i = j;
    } else {
      toks.push({ k: 'lit', cp: c });
      i++;
    }
  }
  return toks;
}

/** git's trim_trailing_spaces: a run of trailing spaces goes unless a backslash escapes its first one. */
function trimTrailingSpaces(s: string): string {
  let lastSpace = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === ' ') {
      if (lastSpace < 0) lastSpace = i;
    } else if (c === '\\') {
      i++;
      if (i >= s.length) return s;
      lastSpace = -1;
    } else lastSpace = -1;
  }
  return lastSpace < 0 ? s : s.slice(0, lastSpace);
}

const hasWildcard = (s: string) => /[*?[\\]/.test(s);

/** The lines of a .gitignore text that are patterns, with their 1-based line numbers. */
export function parseGitignore(text: string): GiPattern[] {
  const src = text.startsWith('\ufeff') ? text.slice(1) : text;
  const lines = src.split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const out: GiPattern[] = [];
  lines.forEach((raw, idx) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '' || line.startsWith('#')) return;
    let p = trimTrailingSpaces(line);
    let negated = false;
    if (p.startsWith('!')) {
      negated = true;
      p = p.slice(1);
    }
    let dirOnly = false;
    if (p.endsWith('/')) {
      dirOnly = true;
      p = p.slice(0, -1);
    }
    const basename = !p.includes('/');
    const body = byteString(!basename && p.startsWith('/') ? p.slice(1) : p);
    const wild = body.search(/[*?[\\]/);
    const suffix = body.startsWith('*') && !hasWildcard(body.slice(1)) ? body.slice(1) : null;
    const literal = wild < 0 ? body : null;
    out.push({ line: idx + 1, text: line, negated, dirOnly, basename, body, toks: compileBody(body, !basename), literal, suffix, prefix: wild < 0 ? body : body.slice(0, wild) });
  });
  return out;
}

/** Counts the matching work and refuses it past the budget (limit_exceeded). */
export class MatchBudget {
  used = 0;
  constructor(
    readonly max: number,
    readonly limitName: string,
  ) {}
  spend(cells: number): void {
    if ((this.used += cells) > this.max) throw limitExceeded('/paths', `matching needs more than ${this.limitName} ${this.max} steps (patterns tried, and automaton states x characters for those run as automata)`);
  }
}

/** Whether the tokens consume the whole byte string: the live-state set of the NFA, advanced one byte at a time. */
export function nfaMatch(toks: GiTok[], text: string, budget: MatchBudget): boolean {
  const T = toks.length;
  budget.spend((T + 1) * (text.length + 1));
  let live = new Uint8Array(T + 1);
  let next = new Uint8Array(T + 1);
  // entering a globstar that may take its "/" with it also enters the state after that "/"; its own
  // loop does not, so the "/" is skipped only when the globstar takes nothing (git's "a/**/b" vs "a/b")
  const enter = (set: Uint8Array, j: number) => {
    for (;;) {
      set[j] = 1;
      const t = toks[j];
      if (t?.k === 'dstar' && t.skip) j += 2;
      else return;
    }
  };
  const close = (set: Uint8Array) => {
    // epsilon moves go forward only, so one pass in order closes the set
    for (let i = 0; i < T; i++) {
      const k = toks[i]!.k;
      if (set[i] && (k === 'star' || k === 'dstar')) enter(set, i + 1);
    }
  };
  enter(live, 0);
  close(live);
  for (let k = 0; k < text.length; k++) {
    const cp = text.charCodeAt(k);
    next.fill(0);
    let any = false;
    for (let i = 0; i < T; i++) {
      if (!live[i]) continue;
      const t = toks[i]!;
      if (t.k === 'star' || t.k === 'dstar') {
        if (t.k === 'dstar' || cp !== SLASH) {
          next[i] = 1;
          any = true;
        }
        continue;
      }
      const ok = t.k === 'lit' ? t.cp === cp : cp !== SLASH && (t.k === 'any' || t.test(cp) !== t.neg);
      if (ok) {
        enter(next, i + 1);
        any = true;
      }
    }
    if (!any) return false;
    close(next);
    [live, next] = [next, live];
  }
  return live[T] === 1;
}

/** Whether pattern p matches the path (a byte string, no trailing "/"), a directory when isDir. */
export function patternMatches(p: GiPattern, path: string, base: string, isDir: boolean, budget: MatchBudget): boolean {
  if (p.dirOnly && !isDir) return false;
  if (p.toks === null) return false;
  const subject = p.basename ? base : path;
  budget.spend(1);
  if (p.literal !== null) return p.literal === subject;
  if (p.suffix !== null) return subject.endsWith(p.suffix) && !(!p.basename && subject.slice(0, subject.length - p.suffix.length).includes('/'));
  if (!subject.startsWith(p.prefix)) return false;
  return nfaMatch(p.toks, subject, budget);
}

/** The last pattern matching the path (a byte string), or null. */
export function lastMatch(patterns: GiPattern[], path: string, isDir: boolean, budget: MatchBudget): GiPattern | null {
  const base = path.slice(path.lastIndexOf('/') + 1);
  for (let i = patterns.length - 1; i >= 0; i--) if (patternMatches(patterns[i]!, path, base, isDir, budget)) return patterns[i]!;
  return null;
}
