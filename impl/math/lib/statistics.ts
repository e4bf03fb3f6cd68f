// Shared pieces of the rational statistics tools (sort, variance, moving average, regression,
// polynomial evaluation, interpolation): lists of rational text, one common denominator for a list,
// and rationals rounded to a decimal scale (square roots are in rational-sqrt.ts).
import type { RoundingMode } from '../../lib/decimal.js';
import { divideToScale, formatDecimal } from '../../lib/decimal.js';
import { limitExceeded } from '../../lib/tool-error.js';
import { gcd } from './integer.js';
import type { Rational, RationalSumLimits } from './rational.js';
import { parseRationalText, sumRationals } from './rational.js';

/**
 * Refuses a list whose texts have more than `max` characters together (limit_exceeded at `pointer`),
 * before anything is parsed.
 */
export function checkTotalChars(texts: readonly string[], max: number, pointer: string, limitName: string): void {
  let total = 0;
  for (const t of texts) total += t.length;
  if (total > max) throw limitExceeded(pointer, `the values have ${total} characters together, more than ${max} (${limitName})`);
}

/** Parses every text first (pointer `<pointer>/<index>`), so a bad item fails before any arithmetic. */
export function parseRationalTexts(texts: readonly string[], pointer: string): Rational[] {
  return texts.map((t, i) => parseRationalText(t, `${pointer}/${i}`));
}

/**
 * The least common multiple L of the denominators, under the same limit as sumRationals (which is
 * called first and refuses a multiple that is too long, so this loop stays bounded), the values
 * scaled to it (value i = scaled[i] / L) and their exact sum, reduced.
 */
export function commonDenominator(values: readonly Rational[], limits: RationalSumLimits, pointer: string): { lcm: bigint; scaled: bigint[]; sum: Rational } {
  const sum = sumRationals(values, limits, pointer);
  let lcm = 1n;
  for (const { den } of values) if (lcm % den !== 0n) lcm = (lcm / gcd(lcm, den)) * den;
  return { lcm, scaled: values.map((v) => v.num * (lcm / v.den)), sum };
}

/** A rational rounded to `scale` fraction digits in `mode`, as plain decimal text ("-0.50"). */
export function rationalToDecimalText(r: Rational, scale: number, mode: RoundingMode): string {
  return formatDecimal(divideToScale(r.num, r.den, scale, mode));
}

