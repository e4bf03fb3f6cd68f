// Exact rationals for the math tools: BigInt numerator over a positive BigInt denominator.
import { twosAndFives } from '../../lib/decimal.js';
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
  const { twos, fives, rest } = twosAndFives(den);
  return rest === 1n ? Math.max(twos, fives) : null;
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

// Reduced arithmetic (Knuth, TAOCP 4.5.1): operands in lowest terms give a result in lowest terms,
// with gcds taken on the smaller pieces instead of on the full cross products.

/** a + b for reduced a and b, reduced. */
export function addReduced(a: Rational, b: Rational): Rational {
  const d1 = gcd(a.den, b.den);
  if (d1 === 1n) return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
  const t = a.num * (b.den / d1) + b.num * (a.den / d1);
  if (t === 0n) return { num: 0n, den: 1n };
  const d2 = gcd(t, d1);
  return { num: t / d2, den: (a.den / d1) * (b.den / d2) };
}

/** a * b for reduced a and b, reduced. */
export function multiplyReduced(a: Rational, b: Rational): Rational {
  if (a.num === 0n || b.num === 0n) return { num: 0n, den: 1n };
  const g1 = gcd(a.num, b.den);
  const g2 = gcd(b.num, a.den);
  return { num: (a.num / g1) * (b.num / g2), den: (a.den / g2) * (b.den / g1) };
}

/** 1 / a for a reduced non-zero a, reduced, sign on the numerator. */
export function reciprocalRational(a: Rational): Rational {
  if (a.num === 0n) throw new RangeError('division by zero');
  return a.num < 0n ? { num: -a.den, den: -a.num } : { num: a.den, den: a.num };
}

/**
 * A mixed number by truncation toward zero, the sign kept apart: |r| = whole + num/den with
 * 0 <= num < den, so -7/2 is -(3 + 1/2), written "-3 1/2". `r` must be reduced.
 */
export type MixedNumber = { negative: boolean; whole: bigint; num: bigint; den: bigint };

export function toMixedNumber(r: Rational): MixedNumber {
  const negative = r.num < 0n;
  const abs = negative ? -r.num : r.num;
  return { negative, whole: abs / r.den, num: abs % r.den, den: r.den };
}

/** "3", "-3", "1/2", "-1/2", "3 1/2", "-3 1/2"; "0" for zero. */
export function formatMixedNumber(m: MixedNumber): string {
  const sign = m.negative ? '-' : '';
  if (m.num === 0n) return `${sign}${m.whole}`;
  if (m.whole === 0n) return `${sign}${m.num}/${m.den}`;
  return `${sign}${m.whole} ${m.num}/${m.den}`;
}

/**
 * The exact decimal expansion of a reduced rational: |r| = integer . prefix (period) repeating.
 * The prefix has max(a, b) digits where den = 2^a 5^b m with gcd(m, 10) = 1; the period is found by
 * long division, and ends when the remainder returns to the one left after the prefix (the
 * remainders after the prefix are purely periodic, with period the order of 10 modulo m). Returns
 * null, without finishing, as soon as prefix plus period would pass maxDigits fraction digits.
 */
export type DecimalExpansion = { negative: boolean; integer: bigint; prefix: string; period: string };

export function decimalExpansion(r: Rational, maxDigits: number): DecimalExpansion | null {
  const negative = r.num < 0n;
  const abs = negative ? -r.num : r.num;
  let twos = 0;
  let fives = 0;
  for (let m = r.den; m % 2n === 0n; m /= 2n) twos++;
  for (let m = r.den; m % 5n === 0n; m /= 5n) fives++;
  const prefixLength = Math.max(twos, fives);
  if (prefixLength > maxDigits) return null;
  const den = r.den;
  let rem = abs % den;
  const prefix: string[] = [];
  for (let i = 0; i < prefixLength; i++) {
    rem *= 10n;
    prefix.push(String(rem / den));
    rem %= den;
  }
  const period: string[] = [];
  if (rem !== 0n) {
    const start = rem;
    do {
      if (prefixLength + period.length >= maxDigits) return null;
      rem *= 10n;
      period.push(String(rem / den));
      rem %= den;
    } while (rem !== start);
  }
  return { negative, integer: abs / den, prefix: prefix.join(''), period: period.join('') };
}

/** "-0.1(6)", "0.25", "3": the expansion with the repeating digits in parentheses. */
export function formatDecimalExpansion(e: DecimalExpansion): string {
  const sign = e.negative ? '-' : '';
  const fraction = e.prefix + (e.period === '' ? '' : `(${e.period})`);
  return fraction === '' ? `${sign}${e.integer}` : `${sign}${e.integer}.${fraction}`;
}

// A decimal with an optional repeating block in parentheses: "-12.3(45)", "0.(9)", "2.5", "7".
const REPEATING_DECIMAL = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]*)(?:\(([0-9]+)\))?)?$/;

/**
 * Reads a repeating decimal exactly, not reduced: x = I.A(B) is (IAB - IA) / (10^|A| (10^|B| - 1)),
 * or IA / 10^|A| without a block. A "." must be followed by digits or a block. Null when malformed.
 */
export function parseRepeatingDecimal(text: string): Rational | null {
  const m = REPEATING_DECIMAL.exec(text);
  if (!m) return null;
  const [, sign, int, fixed, block] = m;
  if (fixed === '' && block === undefined) return null;
  const a = fixed ?? '';
  let num: bigint;
  let den: bigint;
  if (block === undefined) {
    num = BigInt(int! + a);
    den = 10n ** BigInt(a.length);
  } else {
    num = BigInt(int! + a + block) - BigInt(int! + a);
    den = 10n ** BigInt(a.length) * (10n ** BigInt(block.length) - 1n);
  }
  return { num: sign === '-' ? -num : num, den };
}

/**
 * `{numerator, denominator, text}` of a rational already in lowest terms with a positive denominator,
 * without a second gcd (which costs a full Euclid chain even on coprime parts): text is "p/q", or "p".
 */
export function reducedRationalOutput(r: Rational): RationalText & { text: string } {
  const numerator = canonicalInteger(r.num);
  const denominator = canonicalInteger(r.den);
  return { numerator, denominator, text: r.den === 1n ? numerator : `${numerator}/${denominator}` };
}
