// Exact rationals for the math tools: BigInt numerator over a positive BigInt denominator.
import { invalidInput, ToolError } from '../../lib/tool-error.js';
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

// Arithmetic on rationals with a positive denominator. Results are not reduced: a caller that chains
// several steps reduces where it is cheap (reduceRational), and every caller bounds its operands first.

export function addRationals(a: Rational, b: Rational): Rational {
  if (a.den === b.den) return { num: a.num + b.num, den: a.den };
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

export function subtractRationals(a: Rational, b: Rational): Rational {
  return addRationals(a, { num: -b.num, den: b.den });
}

export function multiplyRationals(a: Rational, b: Rational): Rational {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** a / b; the caller has refused b = 0. The sign moves to the numerator. */
export function divideRationals(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('division by zero');
  return b.num < 0n ? { num: -a.num * b.den, den: a.den * -b.num } : { num: a.num * b.den, den: a.den * b.num };
}

export function negateRational(a: Rational): Rational {
  return { num: -a.num, den: a.den };
}

export function absRational(a: Rational): Rational {
  return a.num < 0n ? { num: -a.num, den: a.den } : a;
}

export function integerRational(n: bigint): Rational {
  return { num: n, den: 1n };
}

/** floor(a), the greatest integer not above a (BigInt division truncates toward zero). */
export function floorRational(a: Rational): bigint {
  const q = a.num / a.den;
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}

/**
 * The number of fraction digits of the terminating decimal expansion of a reduced rational, or null
 * when it repeats: num/den terminates exactly when den = 2^a 5^b, after max(a, b) digits.
 */
export function terminatingScale(den: bigint): number | null {
  let twos = 0;
  let fives = 0;
  while (den % 2n === 0n) {
    den /= 2n;
    twos++;
  }
  while (den % 5n === 0n) {
    den /= 5n;
    fives++;
  }
  return den === 1n ? Math.max(twos, fives) : null;
}

// The rational text of contracts/schemas/rational-text.yaml: an integer ("-3"), a plain decimal
// ("0.75") or a fraction whose parts are integers ("-3/-6"); no spaces, plus signs or leading zeros.
const RATIONAL_TEXT = /^(-?(?:0|[1-9][0-9]*))(?:\.([0-9]+)|\/(-?(?:0|[1-9][0-9]*)))?$/;

/**
 * Reads a rational text, not reduced, sign on the numerator. Not that grammar is invalid_input; a zero
 * denominator is division_by_zero. Both with `pointer`. Linear in the text length.
 */
export function parseRationalText(text: string, pointer: string): Rational {
  const m = RATIONAL_TEXT.exec(text);
  if (!m) throw invalidInput(pointer, 'not a rational: an integer ("-3"), a decimal ("0.75") or a fraction ("3/4")');
  const int = BigInt(m[1]!);
  if (m[2] !== undefined) {
    const frac = BigInt(m[2]);
    const den = 10n ** BigInt(m[2].length);
    const negative = m[1]!.startsWith('-');
    return { num: int * den + (negative ? -frac : frac), den };
  }
  if (m[3] === undefined) return { num: int, den: 1n };
  const den = BigInt(m[3]);
  if (den === 0n) {
    const message = 'denominator is zero';
    throw new ToolError('division_by_zero', `${pointer} ${message}`, [{ pointer, message }]);
  }
  return den < 0n ? { num: -int, den: -den } : { num: int, den };
}

/** Lowest-terms text: "p/q", or "p" when the denominator is 1; "0" for zero. */
export function formatRationalText(r: Rational): string {
  const { num, den } = reduceRational(r);
  return den === 1n ? canonicalInteger(num) : `${canonicalInteger(num)}/${canonicalInteger(den)}`;
}
