// Exact rationals for the math tools: BigInt numerator over a positive BigInt denominator.
import { ToolError } from '../../lib/tool-error.js';
import { canonicalInteger, gcd, parseInteger } from './integer.js';

export type Rational = { num: bigint; den: bigint };
export type RationalText = { numerator: string; denominator: string };

/**
 * Reads one `{numerator, denominator}` whose parts matched the integer-string pattern. The sign moves
 * to the numerator; the value is not reduced (callers reduce once, where it is cheap).
 */
export function parseRational(value: RationalText, pointer: string): Rational {
  const num = parseInteger(value.numerator);
  const den = parseInteger(value.denominator);
  if (den === 0n) {
    const message = 'denominator is zero';
    throw new ToolError('division_by_zero', `${pointer} ${message}`, [{ pointer: `${pointer}/denominator`, message }]);
  }
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/** Parses every item first, so a zero denominator anywhere fails before any arithmetic. */
export function parseRationalList(values: readonly RationalText[], pointer: string): Rational[] {
  return values.map((v, i) => parseRational(v, `${pointer}/${i}`));
}

export function reduceRational(r: Rational): Rational {
  if (r.num === 0n) return { num: 0n, den: 1n };
  const g = gcd(r.num, r.den);
  return g === 1n ? r : { num: r.num / g, den: r.den / g };
}

/** Exact order by cross-multiplication (both denominators are positive). */
export function compareRationals(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Reduced, sign on the numerator, denominator positive. */
export function rationalToText(r: Rational): RationalText {
  const reduced = reduceRational(r);
  return { numerator: canonicalInteger(reduced.num), denominator: canonicalInteger(reduced.den) };
}

/** The two limits every rational sum passes from its contract. */
export type RationalSumLimits = { readonly max_denominator_lcm_digits: number; readonly max_lcm_digits_times_values: number };

/**
 * Exact sum over the least common multiple L of the denominators: sum = (sum of n_i * L / d_i) / L,
 * reduced once at the end. L does not depend on order, so the limit below is order-independent, and
 * bounding it also bounds every intermediate (|numerator| < count * 10^max_integer_chars * L).
 * Scaling each of the n values to L costs O(digits(L)) BigInt work per value, so L may have at most
 * min(max_denominator_lcm_digits, floor(max_lcm_digits_times_values / n)) digits: n * digits(L) is bounded.
 */
export function sumRationals(values: readonly Rational[], limits: RationalSumLimits, pointer: string): Rational {
  const byCount = Math.floor(limits.max_lcm_digits_times_values / Math.max(values.length, 1));
  const maxLcmDigits = Math.min(limits.max_denominator_lcm_digits, byCount);
  const bound = 10n ** BigInt(maxLcmDigits); // more than maxLcmDigits digits <=> lcm >= bound
  let lcm = 1n;
  for (const { den } of values) {
    if (lcm % den === 0n) continue;
    lcm = (lcm / gcd(lcm, den)) * den;
    if (lcm >= bound) {
      const message =
        maxLcmDigits === limits.max_denominator_lcm_digits
          ? `the least common multiple of the denominators has more than ${maxLcmDigits} digits (max_denominator_lcm_digits)`
          : `the least common multiple of the denominators has more than ${maxLcmDigits} digits, the most ${values.length} values allow (max_lcm_digits_times_values)`;
      throw new ToolError('limit_exceeded', message, [{ pointer, message }]);
    }
  }
  let num = 0n;
  for (const v of values) num += v.num * (lcm / v.den);
  return reduceRational({ num, den: lcm });
}
