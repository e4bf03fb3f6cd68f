// Shared fast-check generators for the decimal tools' property and differential tests: decimal text in
// the JSON number grammar (contracts/schemas/decimal-text.yaml) with ties (x.5), trailing zeros, "-0",
// exponents, and now and then wide values near the limits.
import fc from 'fast-check';

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

const intPart = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 20 }).map(String) },
  { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 1, max: 9 }), digitString(0, 25)).map(([h, t]) => `${h}${t}`) },
  { weight: 1, arbitrary: fc.constantFrom('9', '99', '999', '9999') },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 9 }), digitString(200, 600)).map(([h, t]) => `${h}${t}`) },
);

const fracPart = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: digitString(1, 12) },
  { weight: 2, arbitrary: fc.constantFrom('5', '50', '25', '125', '05', '95', '995', '0', '00', '999') },
  { weight: 1, arbitrary: digitString(100, 400) },
);

const exponentPart = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), fc.integer({ min: 0, max: 30 })).map(([e, s, n]) => `${e}${s}${n}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('', '-'), fc.integer({ min: 900, max: 1000 })).map(([s, n]) => `e${s}${n}`) },
);

/** Decimal text as the tools accept it. */
export const decimalText: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), intPart, fracPart, exponentPart)
  .map(([neg, i, f, e]) => `${neg ? '-' : ''}${i}${f ? '.' + f : ''}${e}`);

/** Decimal text without an exponent, small enough for quick exhaustive checks. */
export const plainDecimalText: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), fc.oneof(fc.integer({ min: 0, max: 20 }).map(String), fc.tuple(fc.integer({ min: 1, max: 9 }), digitString(0, 15)).map(([h, t]) => `${h}${t}`)), fc.oneof(fc.constant(''), digitString(1, 8), fc.constantFrom('5', '50', '25')))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? '.' + f : ''}`);

export const nonZeroDecimalText = decimalText.filter((t) => /[1-9]/.test(t.replace(/[eE].*$/, '')));

export const roundingMode = fc.constantFrom('half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor') as fc.Arbitrary<
  'half_even' | 'half_up' | 'half_down' | 'up' | 'down' | 'ceiling' | 'floor'
>;

/** Exact value of a plain canonical output text as [unscaled, scale]. */
export function exactOf(text: string): [bigint, number] {
  const [i, f = ''] = text.replace('-', '').split('.');
  const u = BigInt(i! + f);
  return [text.startsWith('-') ? -u : u, f.length];
}

/** a - b as a fraction over a common power of ten, sign only. */
export function compareExact(a: string, b: string): number {
  const [ua, sa] = exactOf(a);
  const [ub, sb] = exactOf(b);
  const s = Math.max(sa, sb);
  const x = ua * 10n ** BigInt(s - sa);
  const y = ub * 10n ** BigInt(s - sb);
  return x < y ? -1 : x > y ? 1 : 0;
}
