import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { add, matrixText, parseQ, text } from './elimination-arbitraries.js';

type Rank = { rank: number; pivot_columns: number[]; rows: number; columns: number };

describe('matrix-rank properties', () => {
  it('rank(A) = rank(Aᵀ) <= min(m, n), and it agrees with matrix-rref', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 7, 7), async (a) => {
        const r = (await runTool('matrix-rank', { a })) as Rank;
        const t = a[0]!.map((_, j) => a.map((row) => row[j]!));
        const rt = (await runTool('matrix-rank', { a: t })) as Rank;
        expect(rt.rank).to.equal(r.rank);
        expect(r.rank).to.be.at.most(Math.min(a.length, a[0]!.length));
        const rref = (await runTool('matrix-rref', { a })) as Rank;
        expect(r.pivot_columns).to.deep.equal(rref.pivot_columns);
        expect(r.rank).to.equal(r.pivot_columns.length);
      }),
      { numRuns: 150 },
    );
  });

  it('appending a row that is a sum of two rows keeps the rank', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(2, 6, 6), fc.nat(), fc.nat(), async (a, i, j) => {
        const r = ((await runTool('matrix-rank', { a })) as Rank).rank;
        const sum = a[i % a.length]!.map((x, k) => text(add(parseQ(x), parseQ(a[j % a.length]![k]!))));
        const r2 = ((await runTool('matrix-rank', { a: [...a, sum] })) as Rank).rank;
        expect(r2).to.equal(r);
      }),
      { numRuns: 100 },
    );
  });
});
