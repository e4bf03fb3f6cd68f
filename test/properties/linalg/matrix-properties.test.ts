import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { matrixText, squareText } from './elimination-arbitraries.js';

type Flags = {
  rows: number;
  columns: number;
  square: boolean;
  symmetric: boolean;
  diagonal: boolean;
  upper_triangular: boolean;
  lower_triangular: boolean;
  identity: boolean;
  orthogonal: boolean;
  idempotent: boolean;
  invertible: boolean;
};
const flags = async (a: string[][]) => (await runTool('matrix-properties', { a })) as Flags;
const transpose = (a: string[][]) => (a.length === 0 ? [] : a[0]!.map((_, j) => a.map((row) => row[j]!)));

describe('matrix-properties properties', () => {
  it('invertible exactly when det ≠ 0; symmetric exactly when A equals its transpose (as values)', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(6), async (a) => {
        const f = await flags(a);
        const { determinant } = (await runTool('matrix-determinant', { a })) as { determinant: string };
        expect(f.invertible).to.equal(determinant !== '0');
        const sym = a.map((row, i) => row.map((x, j) => (j < i ? a[j]![i]! : x)));
        expect((await flags(sym)).symmetric).to.equal(true);
        const diff = ((await runTool('matrix-arithmetic', { a, b: transpose(a), operation: 'subtract' })) as { result: string[][] }).result;
        expect(f.symmetric).to.equal(diff.flat().every((x) => x === '0'));
      }),
      { numRuns: 150 },
    );
  });

  it('transposing swaps upper and lower; diagonal is both; non-square matrices have no square-only flag', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 6, 6), fc.boolean(), async (a0, cut) => {
        const a = cut ? a0.map((row, i) => row.map((x, j) => (j < i ? '0' : x))) : a0;
        const f = await flags(a);
        const t = await flags(transpose(a));
        expect(t.upper_triangular).to.equal(f.lower_triangular);
        expect(t.lower_triangular).to.equal(f.upper_triangular);
        expect(f.diagonal).to.equal(f.upper_triangular && f.lower_triangular);
        if (cut) expect(f.upper_triangular).to.equal(true);
        if (!f.square) {
          expect([f.symmetric, f.identity, f.orthogonal, f.idempotent, f.invertible]).to.deep.equal([false, false, false, false, false]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('signed permutation matrices are orthogonal and invertible; orthogonal implies invertible; identity implies idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 7 }).chain((n) => fc.tuple(fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }), fc.array(fc.boolean(), { minLength: n, maxLength: n }))), squareText(5), async ([perm, signs], other) => {
        const n = perm.length;
        const p = perm.map((c, i) => Array.from({ length: n }, (_, j) => (j === c ? (signs[i] ? '-1' : '1') : '0')));
        const f = await flags(p);
        expect(f.orthogonal && f.invertible).to.equal(true);
        const g = await flags(other);
        if (g.orthogonal) expect(g.invertible).to.equal(true);
        if (g.identity) expect(g.idempotent && g.orthogonal && g.diagonal).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
