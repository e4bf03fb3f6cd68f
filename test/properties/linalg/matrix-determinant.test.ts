import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { entryText, mul, parseQ, q, squareText, text } from './elimination-arbitraries.js';

type Det = { determinant: string; size: number };
const det = async (a: string[][]) => ((await runTool('matrix-determinant', { a })) as Det).determinant;

describe('matrix-determinant properties', () => {
  it('det(Aᵀ) = det(A), and det(A) = 0 exactly when rank(A) < n', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(6), async (a) => {
        const d = await det(a);
        const t = a.length === 0 ? [] : a[0]!.map((_, j) => a.map((row) => row[j]!));
        expect(await det(t)).to.equal(d);
        const { rank } = (await runTool('matrix-rank', { a })) as { rank: number };
        expect(d === '0').to.equal(rank < a.length);
      }),
      { numRuns: 150 },
    );
  });

  it('swapping two rows negates det; scaling a row by k multiplies it by k', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(5).filter((a) => a.length >= 2), fc.nat(), fc.nat(), entryText, async (a, i0, j0, k) => {
        const n = a.length;
        const [i, j] = [i0 % n, (i0 + 1 + (j0 % (n - 1))) % n];
        const d = parseQ(await det(a));
        const swapped = a.map((r) => r.slice());
        [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
        expect(await det(swapped)).to.equal(text(q(-d[0], d[1])));
        const kq = parseQ(k);
        const scaled = a.map((r, r0) => (r0 === i ? r.map((x) => text(mul(parseQ(x), kq))) : r));
        expect(await det(scaled)).to.equal(text(mul(d, kq)));
      }),
      { numRuns: 150 },
    );
  });

  it('a triangular matrix has the product of its diagonal as det', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(7), async (a) => {
        const tri = a.map((r, i) => r.map((x, j) => (j < i ? '0' : x)));
        const expected = tri.reduce<[bigint, bigint]>((p, r, i) => mul(p, parseQ(r[i]!)), [1n, 1n]);
        expect(await det(tri)).to.equal(text(expected));
      }),
      { numRuns: 150 },
    );
  });
});
