// Shared pieces of the rational statistics tools (sort, variance, moving average, regression,
// polynomial evaluation, interpolation): lists of rational text, one common denominator for a list,
// and square roots of rationals, exact or correctly rounded to a decimal scale.
import type { Decimal, RoundingMode } from '../../lib/decimal.js';
import { divideToScale, formatDecimal, pow10 } from '../../lib/decimal.js';
import { limitExceeded } from '../../lib/tool-error.js';
import { gcd } from './integer.js';
import { floorRoot } from './integer-root.js';
import type { Rational, RationalSumLimits } from './rational.js';
import { parseRationalText, reduceRational, sumRationals } from './rational.js';

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

/** The square root of a rational when it is itself rational (both reduced parts are squares), else null. */
export function exactRationalSqrt(r: Rational): Rational | null {
  const { num, den } = reduceRational(r);
  if (num < 0n) return null;
  const a = floorRoot(num, 2);
  if (a * a !== num) return null;
  const b = floorRoot(den, 2);
  return b * b === den ? { num: a, den: b } : null;
}

/**
 * sqrt(r) for r >= 0 rounded to `scale` fraction digits in `mode`, exactly: with t = sqrt(r) * 10^scale,
 * k = floor(t) = isqrt(floor(num * 10^(2 scale) / den)) (floorRoot); t is exact when k^2 den = num 10^(2 scale);
 * otherwise k < t < k + 1, and the half modes compare t with k + 1/2 by squaring:
 * t > k + 1/2 iff 4 num 10^(2 scale) > (2k + 1)^2 den, a tie iff equal.
 */
export function sqrtToScale(r: Rational, scale: number, mode: RoundingMode): Decimal {
  if (r.num < 0n) throw new RangeError('square root of a negative number');
  const n = r.num * pow10(2 * scale);
  const k = floorRoot(n / r.den, 2);
  if (k * k * r.den === n) return { unscaled: k, scale };
  let up: boolean;
  switch (mode) {
    case 'down':
    case 'floor':
      up = false;
      break;
    case 'up':
    case 'ceiling':
      up = true;
      break;
    default: {
      const left = 4n * n;
      const right = (2n * k + 1n) ** 2n * r.den;
      up = left > right || (left === right && (mode === 'half_up' || (mode === 'half_even' && k % 2n === 1n)));
    }
  }
  return { unscaled: up ? k + 1n : k, scale };
}

/** A rational rounded to `scale` fraction digits in `mode`, as plain decimal text ("-0.50"). */
export function rationalToDecimalText(r: Rational, scale: number, mode: RoundingMode): string {
  return formatDecimal(divideToScale(r.num, r.den, scale, mode));
}

