// Shared fast-check arbitraries and exact references for the linalg property and differential tests.
import fc from 'fast-check';
import Fraction from 'fraction.js';

const small = fc.bigInt({ min: -20n, max: 20n });
const wide = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const positive = fc.oneof(fc.bigInt({ min: 1n, max: 12n }), fc.bigInt({ min: 1n, max: 10n ** 20n }));

/** Rational text in every form the tools accept: integers, decimals and fractions (sign on either part). */
export const entry: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: small.map(String) },
  { weight: 1, arbitrary: wide.map(String) },
  { weight: 3, arbitrary: fc.tuple(small, positive, fc.boolean()).map(([n, d, flip]) => (flip ? `${-n}/-${d}` : `${n}/${d}`)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.bigInt({ min: -99n, max: 99n }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 }), fc.boolean())
      .map(([i, f, neg]) => `${neg && i === 0n ? '-' : ''}${i}.${f}`),
  },
);

export const vectorOf = (n: number) => fc.array(entry, { minLength: n, maxLength: n });
export const vector = (max = 8) => fc.integer({ min: 0, max }).chain((n) => vectorOf(n));
export const vectorPair = (max = 8, min = 0) => fc.integer({ min, max }).chain((n) => fc.tuple(vectorOf(n), vectorOf(n)));
export const matrixOf = (rows: number, cols: number) => fc.array(vectorOf(cols), { minLength: rows, maxLength: rows });
export const dims = (max = 5) => fc.integer({ min: 1, max });

/** The exact value of a rational text ("-3/-6", "0.75"), read independently of the tools' parser. */
export function frac(text: string): Fraction {
  const slash = text.indexOf('/');
  if (slash >= 0) return new Fraction(BigInt(text.slice(0, slash)), BigInt(text.slice(slash + 1)));
  const dot = text.indexOf('.');
  if (dot < 0) return new Fraction(BigInt(text), 1n);
  const digits = text.slice(dot + 1);
  const negative = text.startsWith('-');
  const whole = BigInt(text.slice(0, dot).replace('-', '') + digits);
  return new Fraction(negative ? -whole : whole, 10n ** BigInt(digits.length));
}

/** Lowest-terms text as the tools write it: "p" or "p/q". */
export function textOf(f: Fraction): string {
  const n = f.s * f.n;
  return f.d === 1n ? String(n) : `${n}/${f.d}`;
}

export const canonical = (text: string): string => textOf(frac(text));
export const canonicalMatrix = (m: string[][]): string[][] => m.map((row) => row.map(canonical));

export function dotRef(a: string[], b: string[]): string {
  return textOf(a.reduce((s, x, i) => s.add(frac(x).mul(frac(b[i]!))), new Fraction(0)));
}

export function multiplyRef(a: string[][], b: string[][]): string[][] {
  const p = b[0]?.length ?? 0;
  return a.map((row) => Array.from({ length: p }, (_, k) => dotRef(row, b.map((r) => r[k]!))));
}

export function transposeRef(a: string[][]): string[][] {
  return a.length === 0 ? [] : a[0]!.map((_, j) => a.map((row) => row[j]!));
}
