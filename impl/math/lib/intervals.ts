// Real intervals with open or closed ends over exact rationals, and minimal sets of them, for the
// interval tools (contracts/schemas/interval-text.yaml, fragment {{interval-notation}}).
import { invalidInput } from '../../lib/tool-error.js';
import { compareRationals, formatRationalText, parseRationalText, rationalToText, reduceRational, type Rational, type RationalText } from './rational.js';

/** An end: a rational, or null for -infinity (as a lower end) / +infinity (as an upper end), always open. */
export type Interval = { lower: Rational | null; upper: Rational | null; lowerClosed: boolean; upperClosed: boolean };

export type IntervalOut = { text: string; lower: RationalText | null; upper: RationalText | null; lower_closed: boolean; upper_closed: boolean };

// "[" or "(", an end, ",", an end, "]" or ")", with optional spaces around each end. The classes on
// either side of every " *" are disjoint, so the match is linear.
const NOTATION = /^([[(]) *([^ ,[\]()]+) *, *([^ ,[\]()]+) *([\])])$/;

/**
 * Reads one interval. Not the notation, an infinite end that is closed or on the wrong side, or a
 * lower end above the upper one is invalid_input; a zero denominator is division_by_zero (from
 * parseRationalText). Empty intervals ("(1, 1)", "[1, 1)") are read, and isEmpty says so.
 */
export function parseInterval(text: string, pointer: string): Interval {
  const m = NOTATION.exec(text);
  if (!m) throw invalidInput(pointer, 'not an interval: "[a, b]", "(a, b)", "[a, b)" or "(a, b]"');
  const lowerClosed = m[1] === '[';
  const upperClosed = m[4] === ']';
  const lower = readEnd(m[2]!, '-inf', lowerClosed, pointer, 'lower');
  const upper = readEnd(m[3]!, '+inf', upperClosed, pointer, 'upper');
  if (lower && upper && compareRationals(lower, upper) > 0) throw invalidInput(pointer, 'the lower end is above the upper end');
  return { lower, upper, lowerClosed, upperClosed };
}

function readEnd(text: string, infinity: string, closed: boolean, pointer: string, side: string): Rational | null {
  if (text === infinity || (infinity === '+inf' && text === 'inf')) {
    if (closed) throw invalidInput(pointer, `an infinite ${side} end must be open`);
    return null;
  }
  if (text.endsWith('inf')) throw invalidInput(pointer, `"${text}" cannot be the ${side} end`);
  return reduceRational(parseRationalText(text, pointer));
}

export function isEmpty(i: Interval): boolean {
  if (!i.lower || !i.upper) return false;
  const c = compareRationals(i.lower, i.upper);
  return c > 0 || (c === 0 && !(i.lowerClosed && i.upperClosed));
}

/** Lower ends in order: -infinity first; at one value a closed end comes before an open one. */
export function compareLower(a: Interval, b: Interval): number {
  if (!a.lower || !b.lower) return (a.lower ? 1 : 0) - (b.lower ? 1 : 0);
  return compareRationals(a.lower, b.lower) || Number(b.lowerClosed) - Number(a.lowerClosed);
}

/** Upper ends in order: +infinity last; at one value an open end comes before a closed one. */
export function compareUpper(a: Interval, b: Interval): number {
  if (!a.upper || !b.upper) return (a.upper ? 0 : 1) - (b.upper ? 0 : 1);
  return compareRationals(a.upper, b.upper) || Number(a.upperClosed) - Number(b.upperClosed);
}

/** Whether b (starting at or after a) overlaps a or touches it so that no point between is missing. */
function joins(a: Interval, b: Interval): boolean {
  if (!a.upper || !b.lower) return true;
  const c = compareRationals(b.lower, a.upper);
  return c < 0 || (c === 0 && (a.upperClosed || b.lowerClosed));
}

/**
 * The minimal union: empty intervals dropped, the rest sorted by lower end and merged whenever they
 * overlap or touch with the shared point in one of them. The result is sorted, disjoint, and no two
 * of its intervals could be merged. O(n log n) comparisons.
 */
export function unionOf(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => !isEmpty(i)).sort(compareLower);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && joins(last, i)) {
      if (compareUpper(i, last) > 0) out[out.length - 1] = { ...last, upper: i.upper, upperClosed: i.upperClosed };
    } else out.push(i);
  }
  return out;
}

/** Intersection of two minimal sets by one sweep; the result is minimal. O(n + m) comparisons. */
export function intersectionOf(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const lower = compareLower(x, y) >= 0 ? x : y;
    const upper = compareUpper(x, y) <= 0 ? x : y;
    const piece = { lower: lower.lower, lowerClosed: lower.lowerClosed, upper: upper.upper, upperClosed: upper.upperClosed };
    if (!isEmpty(piece)) out.push(piece);
    if (compareUpper(x, y) <= 0) i++;
    else j++;
  }
  return out;
}

/** The complement of a minimal set within the real line: the gaps, as a minimal set. */
export function complementOf(set: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let lower: Rational | null = null;
  let lowerClosed = false;
  let open = true; // whether the line is still uncovered from `lower` on
  for (const i of set) {
    if (i.lower) {
      const gap = { lower, lowerClosed, upper: i.lower, upperClosed: !i.lowerClosed };
      if (!isEmpty(gap)) out.push(gap);
    }
    if (!i.upper) {
      open = false;
      break;
    }
    lower = i.upper;
    lowerClosed = !i.upperClosed;
  }
  if (open) out.push({ lower, lowerClosed, upper: null, upperClosed: false });
  return out;
}

function endText(r: Rational | null, infinity: string): string {
  return r ? formatRationalText(r) : infinity;
}

/** Canonical notation: lowest-terms ends ("1/2", "-3"), "-inf" / "+inf", one space after the comma. */
export function intervalText(i: Interval): string {
  return `${i.lowerClosed ? '[' : '('}${endText(i.lower, '-inf')}, ${endText(i.upper, '+inf')}${i.upperClosed ? ']' : ')'}`;
}

export function intervalOut(i: Interval): IntervalOut {
  return {
    text: intervalText(i),
    lower: i.lower ? rationalToText(i.lower) : null,
    upper: i.upper ? rationalToText(i.upper) : null,
    lower_closed: i.lowerClosed,
    upper_closed: i.upperClosed,
  };
}

/** Parses a list of interval texts at `pointer`/<index>, all before any set operation. */
export function parseIntervalList(texts: readonly string[], pointer: string): Interval[] {
  return texts.map((t, k) => parseInterval(t, `${pointer}/${k}`));
}
