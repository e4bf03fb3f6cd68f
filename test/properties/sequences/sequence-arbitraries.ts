// Shared generators and references for the sequences property tests: small alphabets force the
// repeated items and ties where tie-breaks matter; JSON-valued items check value equality.
import fc from 'fast-check';

export const smallSeq = (max = 12) => fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: max });
export const jsonItem = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('x', 'y', null, true), fc.constant({ k: 1 }), fc.constant([1]));
export const jsonSeq = (max = 12) => fc.array(jsonItem, { maxLength: max });

export function lcsLength(a: readonly unknown[], b: readonly unknown[]): number {
  const eq = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const t: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) t[i]![j] = eq(a[i - 1], b[j - 1]) ? t[i - 1]![j - 1]! + 1 : Math.max(t[i - 1]![j]!, t[i]![j - 1]!);
  return t[a.length]![b.length]!;
}
