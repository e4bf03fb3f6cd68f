// IEEE 754 binary64 by exact integer arithmetic (BigInt), never through Number(): correctly rounded
// decimal -> binary64 (round to nearest, ties to even, overflow and gradual underflow as IEEE 754-2019
// section 4.3.1 and 7.4), the exact decimal value of a binary64, its neighbours, its bit fields, the
// Python float.hex form and the ECMAScript Number::toString shortest round-trip form.
import { pow10 } from '../../lib/decimal.js';
import { bitLength } from './integer.js';

/** A binary64 datum: sign, biased exponent (0..2047) and 52-bit fraction field; NaN is never produced. */
export type Binary64 = { readonly negative: boolean; readonly biasedExponent: number; readonly fraction: bigint };

const FRACTION_BITS = 52;
const HIDDEN = 1n << 52n;
const MIN_QUANTUM = -1074; // exponent of the least subnormal, 2^-1074
const MAX_BIASED = 2047; // all ones: infinity (fraction 0)
const INFINITY_ORDINAL = 0x7ff0000000000000n;

export function isInfinite(b: Binary64): boolean {
  return b.biasedExponent === MAX_BIASED;
}

export function isZero(b: Binary64): boolean {
  return b.biasedExponent === 0 && b.fraction === 0n;
}

/** The value as significand × 2^quantum (significand >= 0); undefined for infinities. */
export function significandAndQuantum(b: Binary64): { significand: bigint; quantum: number } {
  if (b.biasedExponent === 0) return { significand: b.fraction, quantum: MIN_QUANTUM };
  return { significand: b.fraction | HIDDEN, quantum: b.biasedExponent - 1075 };
}

/**
 * The binary64 nearest to (−1)^negative × num / den (num >= 0, den > 0), ties to the even significand;
 * a magnitude that rounds (with unbounded exponent range) to 2^1024 or more is infinity, one below half
 * the least subnormal (or exactly half) is zero. Also whether the rounding was exact, and whether the
 * magnitude was rounded away from zero (up in magnitude) when it was not.
 */
export type Rounded = { value: Binary64; exact: boolean; awayFromZero: boolean };

export function roundRationalToBinary64(negative: boolean, num: bigint, den: bigint): Rounded {
  if (num === 0n) return { value: { negative, biasedExponent: 0, fraction: 0n }, exact: true, awayFromZero: false };
  // e with 2^e <= num/den < 2^(e+1)
  let e = bitLength(num) - bitLength(den);
  if (e >= 0 ? num < den << BigInt(e) : num << BigInt(-e) < den) e -= 1;
  const quantum = Math.max(e - FRACTION_BITS, MIN_QUANTUM);
  // significand = round(num / den / 2^quantum)
  const n = quantum < 0 ? num << BigInt(-quantum) : num;
  const d = quantum < 0 ? den : den << BigInt(quantum);
  let m = n / d;
  const r = n % d;
  const twice = r * 2n;
  const awayFromZero = twice > d || (twice === d && (m & 1n) === 1n);
  if (awayFromZero) m += 1n;
  let q = quantum;
  if (m === HIDDEN << 1n) {
    m = HIDDEN;
    q += 1;
  }
  if (q > 971) return { value: { negative, biasedExponent: MAX_BIASED, fraction: 0n }, exact: false, awayFromZero: true };
  if (m < HIDDEN) return { value: { negative, biasedExponent: 0, fraction: m }, exact: r === 0n, awayFromZero };
  return { value: { negative, biasedExponent: q + 1075, fraction: m - HIDDEN }, exact: r === 0n, awayFromZero };
}

/** The 64-bit pattern as an unsigned BigInt. */
export function toBits(b: Binary64): bigint {
  return ((b.negative ? 1n : 0n) << 63n) | (BigInt(b.biasedExponent) << 52n) | b.fraction;
}

export function fromBits(bits: bigint): Binary64 {
  return { negative: bits >> 63n === 1n, biasedExponent: Number((bits >> 52n) & 0x7ffn), fraction: bits & (HIDDEN - 1n) };
}

/** Total-order position among non-NaN values: −0 and +0 are both 0, +infinity is 0x7ff0000000000000. */
function ordinal(b: Binary64): bigint {
  const magnitude = toBits(b) & ((1n << 63n) - 1n);
  return b.negative ? -magnitude : magnitude;
}

function fromOrdinal(o: bigint, zeroNegative: boolean): Binary64 {
  if (o === 0n) return { negative: zeroNegative, biasedExponent: 0, fraction: 0n };
  return fromBits(o < 0n ? (1n << 63n) | -o : o);
}

/**
 * IEEE 754 nextUp (direction 1) or nextDown (direction −1): the adjacent binary64 toward +/−infinity;
 * nextUp(+inf) is +inf, nextDown(−inf) is −inf, ±0 step to ±the least subnormal, and a step from the
 * least subnormal to zero keeps the sign of the origin (nextUp(−2^-1074) is −0).
 */
export function nextBinary64(b: Binary64, direction: 1 | -1): Binary64 {
  const o = ordinal(b);
  if (o === INFINITY_ORDINAL * BigInt(direction)) return b;
  return fromOrdinal(o + BigInt(direction), b.negative);
}

/** The exact value as plain decimal text, every digit written ("0.1000000000000000055511151231257827021181583404541015625"); −0 is "-0". */
export function exactDecimalText(b: Binary64): string {
  const { significand, quantum } = significandAndQuantum(b);
  const sign = b.negative ? '-' : '';
  if (quantum >= 0) return sign + (significand << BigInt(quantum)).toString();
  // m / 2^k = m × 5^k / 10^k, then trailing zeros dropped
  const k = -quantum;
  const digits = (significand * 5n ** BigInt(k)).toString().padStart(k + 1, '0');
  const int = digits.slice(0, digits.length - k);
  const frac = digits.slice(digits.length - k).replace(/0+$/, '');
  return sign + (frac ? `${int}.${frac}` : int);
}

const HEX = '0123456789abcdef';

/** Python float.hex: "0x1.999999999999ap-4", "0x0.0000000000001p-1022", "0x0.0p+0", "inf"; sign in front. */
export function pythonHexText(b: Binary64): string {
  const sign = b.negative ? '-' : '';
  if (isInfinite(b)) return sign + 'inf';
  if (isZero(b)) return sign + '0x0.0p+0';
  const lead = b.biasedExponent === 0 ? '0' : '1';
  const exp = b.biasedExponent === 0 ? -1022 : b.biasedExponent - 1023;
  let frac = '';
  for (let shift = 48n; shift >= 0n; shift -= 4n) frac += HEX[Number((b.fraction >> shift) & 15n)];
  return `${sign}0x${lead}.${frac}p${exp < 0 ? '-' : '+'}${Math.abs(exp)}`;
}

/** Sixteen uppercase hex digits of the bit pattern. */
export function bitsHex(b: Binary64): string {
  return toBits(b).toString(16).toUpperCase().padStart(16, '0');
}

/**
 * The shortest decimal that rounds back to a finite, nonzero binary64, as ECMAScript Number::toString
 * chooses it: the fewest digits k, and among k-digit candidates the one closest to the value (ties to
 * the even digit string). Returns digits s (no leading or trailing zeros beyond s itself) and n with
 * value = 0.s × 10^n, i.e. 10^(n−1) <= s × 10^(n−k) < 10^n.
 */
export function shortestDigits(b: Binary64): { digits: string; n: number } {
  const { significand: m, quantum: q } = significandAndQuantum(b);
  // Work in units of 2^(q−2): value v = 4m, the rounding interval [v − low, v + 2].
  const v = 4n * m;
  const lowGap = m === HIDDEN && q > MIN_QUANTUM ? 1n : 2n;
  const inclusive = (m & 1n) === 0n;
  // value as a rational V = vn / vd
  const scale2 = q - 2;
  const vn = scale2 >= 0 ? v << BigInt(scale2) : v;
  const vd = scale2 >= 0 ? 1n : 1n << BigInt(-scale2);
  const unit = scale2 >= 0 ? 1n << BigInt(scale2) : 1n; // numerator per unit over vd
  const lo = vn - lowGap * unit;
  const hi = vn + 2n * unit;
  // n: 10^(n−1) <= V < 10^n
  let n = bitLength(vn) - bitLength(vd);
  n = Math.floor((n * 30103) / 100000); // estimate of log10, then corrected
  const ge = (t: number): boolean => (t >= 0 ? vn >= vd * pow10(t) : vn * pow10(-t) >= vd); // V >= 10^t
  while (ge(n)) n++;
  while (!ge(n - 1)) n--;
  const within = (sn: bigint, sd: bigint): boolean => {
    // sn/sd within [lo/vd, hi/vd], ends included when inclusive
    const a = sn * vd;
    const l = lo * sd;
    const h = hi * sd;
    return inclusive ? a >= l && a <= h : a > l && a < h;
  };
  for (let k = 1; k <= 17; k++) {
    // candidate c × 10^(n−k): c = floor(V × 10^(k−n)) or c + 1
    const t = k - n;
    const cn = t >= 0 ? vn * pow10(t) : vn;
    const cd = t >= 0 ? vd : vd * pow10(-t);
    const c = cn / cd;
    const rem = cn % cd;
    const asRational = (s: bigint): [bigint, bigint] => (t >= 0 ? [s, pow10(t)] : [s * pow10(-t), 1n]);
    const lower = within(...asRational(c)) ? c : null;
    const upper = within(...asRational(c + 1n)) ? c + 1n : null;
    let s: bigint | null;
    if (lower !== null && upper !== null) {
      const twice = rem * 2n;
      s = twice < cd ? lower : twice > cd ? upper : lower % 2n === 0n ? lower : upper;
    } else s = lower ?? upper;
    if (s === null) continue;
    let digits = s.toString();
    let nn = n;
    if (digits.length > k) nn += 1; // c + 1 reached 10^k
    digits = digits.replace(/0+$/, '');
    return { digits, n: nn };
  }
  throw new RangeError('no shortest form within 17 digits');
}

/** ECMAScript Number::toString(x) (ECMA-262 section 6.1.6.1.20) with radix 10: "0.1", "1e+21", "5e-324", "-Infinity"; −0 is "0". */
export function ecmaScriptNumberText(b: Binary64): string {
  if (isInfinite(b)) return b.negative ? '-Infinity' : 'Infinity';
  if (isZero(b)) return '0';
  const { digits, n } = shortestDigits(b);
  const k = digits.length;
  let body: string;
  if (k <= n && n <= 21) body = digits + '0'.repeat(n - k);
  else if (0 < n && n <= 21) body = `${digits.slice(0, n)}.${digits.slice(n)}`;
  else if (-6 < n && n <= 0) body = `0.${'0'.repeat(-n)}${digits}`;
  else {
    const e = n - 1;
    const exp = `e${e < 0 ? '-' : '+'}${Math.abs(e)}`;
    body = k === 1 ? digits + exp : `${digits[0]}.${digits.slice(1)}${exp}`;
  }
  return (b.negative ? '-' : '') + body;
}
