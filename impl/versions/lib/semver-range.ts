// node-semver's documented range grammar (README "Ranges" and "Advanced Range Syntax", range.bnf),
// desugared to comparator sets the way node-semver desugars them, so the text of a set reads as
// node-semver writes it (`^0.2.3` is `>=0.2.3 <0.3.0-0`). Scanned by hand: no regex on input.
//
//   range-set  ::= range ( ws* '||' ws* range )*        (an empty range is "any version")
//   range      ::= hyphen | simple ( ws+ simple )* | ''
//   hyphen     ::= partial ws+ '-' ws+ partial             (alone in its set, no operators)
//   simple     ::= ( '<' | '<=' | '>' | '>=' | '=' | '~' | '~>' | '^' )? ws* partial
//   partial    ::= 'v'? xr ( '.' xr ( '.' xr ( '-' pre )? )? )? ( '+' build )?
//   xr         ::= 'x' | 'X' | '*' | nr                  (nr: '0' or no leading zero)
// A number after an x is refused ("1.x.3", "x.1"); build metadata is dropped; a prerelease after an
// x-partial ("1.x.x-alpha") is ignored, as node-semver does.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import {
  compareSemVer,
  formatPrecedence,
  isDigit,
  isIdentChar,
  isSpace,
  makeSemVer,
  prereleaseId,
  ZERO_PRERELEASE,
  type PrereleaseId,
  type SemVer,
} from './semver.js';

export type Operator = '<' | '<=' | '>' | '>=' | '=';
export type Comparator = { op: Operator; version: SemVer };
export type ComparatorSet = { comparators: Comparator[]; text: string };
export type RangeParse = { ok: true; sets: [ComparatorSet, ...ComparatorSet[]] } | { ok: false; position: number; message: string };

type Partial = { parts: (bigint | null)[]; pre: PrereleaseId[] };
type Item = { kind: 'simple'; op: string; partial: Partial; at: number } | { kind: 'hyphen'; at: number };

class RangeSyntax extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(`${message} (at offset ${position})`);
  }
}

export function comparatorText(c: Comparator): string {
  return `${c.op === '=' ? '' : c.op}${formatPrecedence(c.version)}`;
}

class Scanner {
  i: number;
  constructor(
    readonly s: string,
    start: number,
    readonly end: number,
  ) {
    this.i = start;
  }
  at(): string {
    return this.i < this.end ? this.s[this.i]! : '';
  }
  skipSpace(): void {
    while (this.i < this.end && isSpace(this.s.charCodeAt(this.i))) this.i++;
  }
  atBoundary(): boolean {
    return this.i >= this.end || isSpace(this.s.charCodeAt(this.i));
  }
  xr(): bigint | null {
    const c = this.at();
    if (c === 'x' || c === 'X' || c === '*') {
      this.i++;
      return null;
    }
    const s = this.i;
    while (this.i < this.end && isDigit(this.s.charCodeAt(this.i))) this.i++;
    if (this.i === s) throw new RangeSyntax(s, c === '' ? 'a version is missing' : `expected a number, x or *, found ${JSON.stringify(c)}`);
    if (this.i - s > 1 && this.s.charCodeAt(s) === 48) throw new RangeSyntax(s, 'a number has a leading zero');
    return BigInt(this.s.slice(s, this.i));
  }
  identifiers(what: string): string[] {
    const out: string[] = [];
    for (;;) {
      const s = this.i;
      while (this.i < this.end && isIdentChar(this.s.charCodeAt(this.i))) this.i++;
      if (this.i === s) throw new RangeSyntax(s, `empty or invalid ${what} identifier`);
      out.push(this.s.slice(s, this.i));
      if (this.at() !== '.') return out;
      this.i++;
    }
  }
  partial(): Partial {
    if (this.at() === 'v') this.i++;
    const parts: (bigint | null)[] = [];
    let pre: PrereleaseId[] = [];
    for (;;) {
      const s = this.i;
      const p = this.xr();
      if (p !== null && parts.some((q) => q === null)) throw new RangeSyntax(s, 'a number cannot follow an x or *');
      parts.push(p);
      if (parts.length === 3 || this.at() !== '.') break;
      this.i++;
    }
    if (this.at() === '-' && this.i + 1 < this.end && !isSpace(this.s.charCodeAt(this.i + 1))) {
      if (parts.length < 3) throw new RangeSyntax(this.i, 'a prerelease needs major.minor.patch');
      this.i++;
      const s = this.i;
      const ids = this.identifiers('prerelease');
      pre = ids.map((value) => {
        const id = prereleaseId(value);
        if (id === null) throw new RangeSyntax(s, 'a numeric prerelease identifier has a leading zero');
        return id;
      });
      if (parts.some((q) => q === null)) pre = [];
    }
    if (this.at() === '+') {
      this.i++;
      this.identifiers('build');
    }
    return { parts, pre };
  }
}

function readItems(text: string, start: number, end: number): Item[] {
  const sc = new Scanner(text, start, end);
  const items: Item[] = [];
  for (;;) {
    sc.skipSpace();
    if (sc.i >= end) return items;
    const at = sc.i;
    const c = sc.at();
    if (c === '-') {
      sc.i++;
      if (!sc.atBoundary()) throw new RangeSyntax(at, 'a hyphen range needs spaces around "-"');
      items.push({ kind: 'hyphen', at });
      continue;
    }
    let op = '';
    if (c === '<' || c === '>') {
      sc.i++;
      op = c;
      if (sc.at() === '=') {
        sc.i++;
        op += '=';
      }
    } else if (c === '=' || c === '^') {
      sc.i++;
      op = c;
    } else if (c === '~') {
      sc.i++;
      op = '~';
      if (sc.at() === '>') sc.i++;
    }
    if (op) sc.skipSpace();
    const partial = sc.partial();
    if (!sc.atBoundary()) throw new RangeSyntax(sc.i, `unexpected ${JSON.stringify(sc.at())}`);
    items.push({ kind: 'simple', op, partial, at });
  }
}

const v3 = makeSemVer;
const cmp = (op: Operator, version: SemVer): Comparator => ({ op, version });

function desugarSimple(op: string, partial: Partial, z: PrereleaseId[]): Comparator[] {
  const [pM, pm, pp] = [partial.parts[0] ?? null, partial.parts[1] ?? null, partial.parts[2] ?? null];
  const xM = pM === null;
  const xm = xM || pm === null;
  const xp = xm || pp === null;
  const M = pM ?? 0n;
  const m = pm ?? 0n;
  const p = pp ?? 0n;
  const pre = partial.pre;
  if (xM) {
    // *, x, ~*, ^*, >=*, <=*: any version; <* and >*: none.
    return op === '<' || op === '>' ? [cmp('<', v3(0n, 0n, 0n, ZERO_PRERELEASE))] : [];
  }
  if (op === '' || op === '=') {
    if (xm) return [cmp('>=', v3(M, 0n, 0n, z)), cmp('<', v3(M + 1n, 0n, 0n, ZERO_PRERELEASE))];
    if (xp) return [cmp('>=', v3(M, m, 0n, z)), cmp('<', v3(M, m + 1n, 0n, ZERO_PRERELEASE))];
    return [cmp('=', v3(M, m, p, pre))];
  }
  if (op === '~') {
    if (xm) return [cmp('>=', v3(M, 0n, 0n, z)), cmp('<', v3(M + 1n, 0n, 0n, ZERO_PRERELEASE))];
    if (xp) return [cmp('>=', v3(M, m, 0n, z)), cmp('<', v3(M, m + 1n, 0n, ZERO_PRERELEASE))];
    return [cmp('>=', v3(M, m, p, pre)), cmp('<', v3(M, m + 1n, 0n, ZERO_PRERELEASE))];
  }
  if (op === '^') {
    if (xm) return [cmp('>=', v3(M, 0n, 0n, z)), cmp('<', v3(M + 1n, 0n, 0n, ZERO_PRERELEASE))];
    if (xp) {
      const upper = M === 0n ? v3(0n, m + 1n, 0n, ZERO_PRERELEASE) : v3(M + 1n, 0n, 0n, ZERO_PRERELEASE);
      return [cmp('>=', v3(M, m, 0n, z)), cmp('<', upper)];
    }
    const upper =
      M > 0n ? v3(M + 1n, 0n, 0n, ZERO_PRERELEASE) : m > 0n ? v3(0n, m + 1n, 0n, ZERO_PRERELEASE) : v3(0n, 0n, p + 1n, ZERO_PRERELEASE);
    return [cmp('>=', v3(M, m, p, pre)), cmp('<', upper)];
  }
  // primitive < <= > >=
  if (!xp) return [cmp(op as Operator, v3(M, m, p, pre))];
  if (op === '>') return [cmp('>=', xm ? v3(M + 1n, 0n, 0n, z) : v3(M, m + 1n, 0n, z))];
  if (op === '<=') return [cmp('<', xm ? v3(M + 1n, 0n, 0n, ZERO_PRERELEASE) : v3(M, m + 1n, 0n, ZERO_PRERELEASE))];
  if (op === '<') return [cmp('<', v3(M, xm ? 0n : m, 0n, ZERO_PRERELEASE))];
  return [cmp('>=', v3(M, xm ? 0n : m, 0n, z))];
}

function desugarHyphen(from: Partial, to: Partial, z: PrereleaseId[], includePrerelease: boolean): Comparator[] {
  const out: Comparator[] = [];
  const [fM, fm, fp] = [from.parts[0] ?? null, from.parts[1] ?? null, from.parts[2] ?? null];
  if (fM !== null) {
    if (fm === null) out.push(cmp('>=', v3(fM, 0n, 0n, z)));
    else if (fp === null) out.push(cmp('>=', v3(fM, fm, 0n, z)));
    else if (from.pre.length) out.push(cmp('>=', v3(fM, fm, fp, from.pre)));
    else out.push(cmp('>=', v3(fM, fm, fp, z)));
  }
  const [tM, tm, tp] = [to.parts[0] ?? null, to.parts[1] ?? null, to.parts[2] ?? null];
  if (tM !== null) {
    if (tm === null) out.push(cmp('<', v3(tM + 1n, 0n, 0n, ZERO_PRERELEASE)));
    else if (tp === null) out.push(cmp('<', v3(tM, tm + 1n, 0n, ZERO_PRERELEASE)));
    else if (to.pre.length) out.push(cmp('<=', v3(tM, tm, tp, to.pre)));
    else if (includePrerelease) out.push(cmp('<', v3(tM, tm, tp + 1n, ZERO_PRERELEASE)));
    else out.push(cmp('<=', v3(tM, tm, tp)));
  }
  return out;
}

/** Drops >=0.0.0 (>=0.0.0-0 with include_prerelease), a null set wins, duplicates go (first kept). */
function finishSet(comparators: Comparator[], includePrerelease: boolean, maxComparators: number, count: { n: number }): ComparatorSet {
  const gte0 = includePrerelease ? '>=0.0.0-0' : '>=0.0.0';
  const seen = new Set<string>();
  let kept: Comparator[] = [];
  let texts: string[] = [];
  for (const c of comparators) {
    const t = comparatorText(c);
    if (t === gte0 || seen.has(t)) continue;
    if (t === '<0.0.0-0') {
      // the null set's one comparator counts toward max_comparators like any other
      kept = [c];
      texts = [t];
      break;
    }
    seen.add(t);
    kept.push(c);
    texts.push(t);
  }
  count.n += kept.length;
  if (count.n > maxComparators) throw new RangeSyntax(-1, `more than ${maxComparators} comparators`);
  return { comparators: kept, text: texts.length ? texts.join(' ') : '*' };
}

/** Parses and desugars a range; `maxComparators` bounds the comparators of all sets together. */
export function parseRange(text: string, includePrerelease: boolean, maxComparators: number): RangeParse | 'too_many_comparators' {
  const z = includePrerelease ? ZERO_PRERELEASE : [];
  const sets: ComparatorSet[] = [];
  const count = { n: 0 };
  let start = 0;
  try {
    for (;;) {
      let end = start;
      while (end < text.length && !(text[end] === '|' && text[end + 1] === '|')) {
        if (text[end] === '|') throw new RangeSyntax(end, 'a single "|" (sets are joined by "||")');
        end++;
      }
      const items = readItems(text, start, end);
      const hyphens = items.filter((it) => it.kind === 'hyphen');
      let comparators: Comparator[] = [];
      if (hyphens.length) {
        const [a, h, b] = items;
        if (items.length !== 3 || a === undefined || b === undefined || h?.kind !== 'hyphen' || a.kind !== 'simple' || b.kind !== 'simple' || a.op !== '' || b.op !== '') {
          throw new RangeSyntax(hyphens[0]!.at, 'a hyphen range "X - Y" stands alone in its set, between two versions without operators');
        }
        comparators = desugarHyphen(a.partial, b.partial, z, includePrerelease);
      } else {
        for (const it of items) if (it.kind === 'simple') comparators.push(...desugarSimple(it.op, it.partial, z));
      }
      sets.push(finishSet(comparators, includePrerelease, maxComparators, count));
      if (end >= text.length) break;
      start = end + 2;
    }
  } catch (e) {
    if (e instanceof RangeSyntax) {
      if (e.position < 0) return 'too_many_comparators';
      return { ok: false, position: e.position, message: e.message };
    }
    throw e;
  }
  // the loop runs at least once, so there is a first set
  return { ok: true, sets: sets as [ComparatorSet, ...ComparatorSet[]] };
}

export function testComparator(c: Comparator, v: SemVer): boolean {
  const r = compareSemVer(v, c.version);
  switch (c.op) {
    case '<':
      return r < 0;
    case '<=':
      return r <= 0;
    case '>':
      return r > 0;
    case '>=':
      return r >= 0;
    default:
      return r === 0;
  }
}

export type SetTest = 'match' | 'no_match' | 'prerelease_excluded';

/**
 * Every comparator holds, and (unless include_prerelease) a prerelease version needs a comparator of
 * the set with a prerelease on the same major.minor.patch.
 */
export function testSet(set: ComparatorSet, v: SemVer, includePrerelease: boolean): SetTest {
  for (const c of set.comparators) if (!testComparator(c, v)) return 'no_match';
  if (includePrerelease || v.prerelease.length === 0) return 'match';
  for (const c of set.comparators) {
    const w = c.version;
    if (w.prerelease.length && w.major === v.major && w.minor === v.minor && w.patch === v.patch) return 'match';
  }
  return 'prerelease_excluded';
}

/** The index of the first set the version satisfies, or -1; and whether only the prerelease rule refused it. */
export function testRange(sets: ComparatorSet[], v: SemVer, includePrerelease: boolean): { index: number; prereleaseExcluded: boolean } {
  let excluded = false;
  for (let i = 0; i < sets.length; i++) {
    const r = testSet(sets[i]!, v, includePrerelease);
    if (r === 'match') return { index: i, prereleaseExcluded: false };
    if (r === 'prerelease_excluded') excluded = true;
  }
  return { index: -1, prereleaseExcluded: excluded };
}

/** Parses a range for a tool: invalid_input or limit_exceeded at `pointer`. */
export function rangeOrThrow(
  text: string,
  pointer: string,
  includePrerelease: boolean,
  limits: { max_range_length: number; max_comparators: number },
): [ComparatorSet, ...ComparatorSet[]] {
  if (text.length > limits.max_range_length) {
    throw limitExceeded(pointer, `a range of ${text.length} characters exceeds max_range_length ${limits.max_range_length}`);
  }
  const r = parseRange(text, includePrerelease, limits.max_comparators);
  if (r === 'too_many_comparators') throw limitExceeded(pointer, `the range desugars to more than max_comparators ${limits.max_comparators} comparators`);
  if (!r.ok) throw invalidInput(pointer, `not a range of node-semver's grammar: ${r.message}`);
  return r.sets;
}
