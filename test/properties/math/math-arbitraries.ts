// Shared fast-check generators for the math property tests: integer strings in the accepted input
// form (including "-0"), drawn from small ranges (to force ties) and wide ones (beyond 2^64).
import fc from 'fast-check';

const WIDE = 10n ** 60n;

export const bigIntValue = fc.oneof(
  fc.bigInt({ min: -5n, max: 5n }),
  fc.bigInt({ min: -1000n, max: 1000n }),
  fc.bigInt({ min: -WIDE, max: WIDE }),
);

/** An integer string as the tools accept it; "-0" stands for 0 now and then. */
export const integerText = fc.oneof({ weight: 20, arbitrary: bigIntValue.map(String) }, { weight: 1, arbitrary: fc.constant('-0') });

export const integerTexts = (minLength = 0, maxLength = 40) => fc.array(integerText, { minLength, maxLength });

export const nonZero = bigIntValue.filter((v) => v !== 0n);

export type RationalText = { numerator: string; denominator: string };

/** Rationals with either-signed, unreduced parts and a non-zero denominator. */
export const rationalText: fc.Arbitrary<RationalText> = fc
  .tuple(fc.oneof(fc.bigInt({ min: -12n, max: 12n }), bigIntValue), fc.oneof(fc.bigInt({ min: -12n, max: 12n }), nonZero).filter((d) => d !== 0n))
  .map(([n, d]) => ({ numerator: String(n), denominator: String(d) }));

export const toBig = (text: string): bigint => BigInt(text);

export function gcdRef(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Reference rational arithmetic, deliberately naive: add over the product of denominators. */
export type Frac = [bigint, bigint];
export function normalize([n, d]: Frac): Frac {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcdRef(n, d) || 1n;
  return [n / g, d / g];
}
export function addFrac(a: Frac, b: Frac): Frac {
  return normalize([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
}
export const fracOf = (r: RationalText): Frac => normalize([BigInt(r.numerator), BigInt(r.denominator)]);
export const fracText = ([n, d]: Frac) => ({ numerator: String(n), denominator: String(d) });

/** A digit string without a leading zero, min..max characters long (1000-digit operands and the like). */
export const digits = (min: number, max: number) =>
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min - 1, maxLength: max - 1 })).map(([h, t]) => `${h}${t}`);
