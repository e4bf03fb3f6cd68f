// Arbitraries and exact helpers shared by the property tests of the elimination tools
// (matrix-determinant, -rref, -rank, -inverse, -nullspace, -solve, -adjugate, -power).
import fc from 'fast-check';

/** An entry as text: mostly small integers (so singular matrices come up), some fractions and decimals. */
export const entryText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -4, max: 4 }).map(String) },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 9 })).map(([p, q]) => `${p}/${q}`) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([i, f]) => `${i < 0 ? '-' : ''}${Math.abs(i)}.${String(f).padStart(2, '0')}`) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String) },
);

/** An m × n matrix of entry texts, m in [minRows, maxRows], n in [1, maxCols]. */
export function matrixText(minRows: number, maxRows: number, maxCols: number): fc.Arbitrary<string[][]> {
  return fc
    .tuple(fc.integer({ min: minRows, max: maxRows }), fc.integer({ min: 1, max: maxCols }))
    .chain(([m, n]) => fc.array(fc.array(entryText, { minLength: n, maxLength: n }), { minLength: m, maxLength: m }));
}

/** An n × n matrix of entry texts, n in [0, maxN]; one in three has a row that copies another. */
export function squareText(maxN: number): fc.Arbitrary<string[][]> {
  return fc.integer({ min: 0, max: maxN }).chain((n) =>
    fc.tuple(fc.array(fc.array(entryText, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }), fc.nat(2), fc.nat(), fc.nat()).map(([rows, dup, i, j]) => {
      if (dup === 0 && n >= 2) rows[i % n] = rows[j % n]!.slice();
      return rows;
    }),
  );
}

/** An exact rational as [numerator, denominator], denominator > 0, reduced. */
export type Q = [bigint, bigint];
const absB = (x: bigint) => (x < 0n ? -x : x);
function gcdB(a: bigint, b: bigint): bigint {
  a = absB(a);
  b = absB(b);
  while (b) [a, b] = [b, a % b];
  return a;
}
export function q(n: bigint, d: bigint): Q {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcdB(n, d) || 1n;
  return [n / g, d / g];
}
/** Reads rational text ("-3", "0.75", "3/4") into a reduced Q. */
export function parseQ(t: string): Q {
  if (t.includes('/')) {
    const [n, d] = t.split('/');
    return q(BigInt(n!), BigInt(d!));
  }
  if (t.includes('.')) {
    const neg = t.startsWith('-');
    const [i, f] = t.replace('-', '').split('.');
    const den = 10n ** BigInt(f!.length);
    const num = BigInt(i!) * den + BigInt(f!);
    return q(neg ? -num : num, den);
  }
  return [BigInt(t), 1n];
}
export const add = (a: Q, b: Q): Q => q(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
export const mul = (a: Q, b: Q): Q => q(a[0] * b[0], a[1] * b[1]);
export const sub = (a: Q, b: Q): Q => add(a, [-b[0], b[1]]);
export const eq = (a: Q, b: Q): boolean => a[0] === b[0] && a[1] === b[1];
export const text = (a: Q): string => (a[1] === 1n ? String(a[0]) : `${a[0]}/${a[1]}`);
export const parseMatrixQ = (m: readonly (readonly string[])[]): Q[][] => m.map((r) => r.map(parseQ));

/** The exact product of two matrices of Q (a: m × k, b: k × n). */
export function mulMatrix(a: Q[][], b: Q[][]): Q[][] {
  const n = b[0]?.length ?? 0;
  return a.map((row) => Array.from({ length: n }, (_, j) => row.reduce<Q>((s, x, k) => add(s, mul(x, b[k]![j]!)), [0n, 1n])));
}
