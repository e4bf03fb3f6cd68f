// Finite simple continued fractions of exact rationals: terms by the floor-based Euclidean algorithm,
// convergents by the fundamental recurrence, and Python's Fraction.limit_denominator.
import type { Rational } from './rational.js';

/**
 * The canonical terms [a0; a1, ..., an] of num/den (den > 0): a0 = floor(num/den), may be negative,
 * every later term positive, and the last term greater than 1 whenever there are two or more
 * (the remainder sequence of Euclid's algorithm). O(log den) BigInt divisions.
 */
export function continuedFractionTerms(r: Rational): bigint[] {
  const terms: bigint[] = [];
  let n = r.num;
  let d = r.den;
  while (d !== 0n) {
    let a = n / d;
    if (n % d !== 0n && n < 0n) a -= 1n; // floor, BigInt division truncates toward zero
    terms.push(a);
    [n, d] = [d, n - a * d];
  }
  return terms;
}

/** The convergents h_k/k_k of the terms: h_k = a_k h_(k-1) + h_(k-2), k_k likewise; each in lowest terms. */
export function* convergents(terms: readonly bigint[]): Generator<Rational> {
  let [h1, h2] = [1n, 0n];
  let [k1, k2] = [0n, 1n];
  for (const a of terms) {
    [h1, h2] = [a * h1 + h2, h1];
    [k1, k2] = [a * k1 + k2, k1];
    yield { num: h1, den: k1 };
  }
}

/** The value of the terms (the last convergent); terms after the first must be positive. */
export function continuedFractionValue(terms: readonly bigint[]): Rational {
  let value: Rational = { num: 0n, den: 1n };
  for (const c of convergents(terms)) value = c;
  return value;
}

/**
 * Python's Fraction.limit_denominator: the closest rational with denominator <= max to the reduced
 * r (max >= 1). When den <= max, r itself. Otherwise the last convergent p1/q1 with q1 <= max and the
 * semiconvergent (p0 + k p1)/(q0 + k q1) with the largest k keeping the denominator <= max are the only
 * candidates; the closer one wins and a tie goes to the convergent, as in CPython (whose documented rule
 * is the smaller denominator, and the floor when both are integers).
 */
export function limitDenominator(r: Rational, max: bigint): Rational {
  if (r.den <= max) return r;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let n = r.num;
  let d = r.den;
  for (;;) {
    let a = n / d;
    if (n % d !== 0n && n < 0n) a -= 1n;
    const q2 = q0 + a * q1;
    if (q2 > max) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
  }
  const k = (max - q0) / q1;
  const ps = p0 + k * p1;
  const qs = q0 + k * q1;
  // |p1/q1 - r| <= |ps/qs - r|, cross-multiplied by the positive q1, qs and den.
  const abs = (x: bigint) => (x < 0n ? -x : x);
  if (abs(p1 * r.den - r.num * q1) * qs <= abs(ps * r.den - r.num * qs) * q1) return { num: p1, den: q1 };
  return { num: ps, den: qs };
}
