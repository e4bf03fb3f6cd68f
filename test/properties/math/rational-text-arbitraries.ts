// fast-check generators of rational text (contracts/schemas/rational-text.yaml) for the rational
// statistics tools: integers, plain decimals and fractions (negative denominators, unreduced parts,
// "-0"), with small ranges to force ties and wide ones beyond 2^64; and an exact reference reader.
import fc from 'fast-check';
import { gcdRef } from './math-arbitraries.js';

export type Q = { n: bigint; d: bigint }; // reduced, d > 0

const small = fc.bigInt({ min: -12n, max: 12n });
const wide = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const int = fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: wide });

export const rationalTextArb: fc.Arbitrary<string> = fc.oneof(
  int.map(String),
  fc.constant('-0'),
  fc.tuple(int, fc.oneof(small, wide).filter((d) => d !== 0n)).map(([n, d]) => `${n}/${d}`),
  fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.stringMatching(/^[0-9]{1,8}$/)).map(([neg, i, f]) => `${neg ? '-' : ''}${i}.${f}`),
);

/** The exact value of a rational text, reduced, written independently of impl/math/lib/rational.ts. */
export function readQ(text: string): Q {
  let n: bigint;
  let d: bigint;
  const slash = text.indexOf('/');
  const dot = text.indexOf('.');
  if (slash >= 0) {
    n = BigInt(text.slice(0, slash));
    d = BigInt(text.slice(slash + 1));
  } else if (dot >= 0) {
    const frac = text.slice(dot + 1);
    d = 10n ** BigInt(frac.length);
    const whole = BigInt(text.slice(0, dot).replace('-', '') + frac);
    n = text.startsWith('-') ? -whole : whole;
  } else {
    n = BigInt(text);
    d = 1n;
  }
  return q(n, d);
}

export function q(n: bigint, d: bigint): Q {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcdRef(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const cmpQ = (a: Q, b: Q): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};
export const addQ = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const subQ = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mulQ = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const divQ = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const qText = (a: Q) => ({ numerator: String(a.n), denominator: String(a.d) });
export const ofText = (r: { numerator: string; denominator: string }): Q => q(BigInt(r.numerator), BigInt(r.denominator));
