import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { entryText, matrixText, mulMatrix, parseMatrixQ, parseQ, text } from './elimination-arbitraries.js';

type Solve = { status: string; solution: string[] | null; nullspace: string[][]; rank: number; augmented_rank: number; rows: number; columns: number };

/** A system with b drawn freely, or b = A·x for a drawn x (so consistent systems come up often). */
const system = matrixText(1, 6, 6).chain((a) =>
  fc.oneof(
    fc.array(entryText, { minLength: a.length, maxLength: a.length }),
    fc.array(fc.integer({ min: -5, max: 5 }), { minLength: a[0]!.length, maxLength: a[0]!.length }).map((x) =>
      mulMatrix(parseMatrixQ(a), x.map((v) => [[BigInt(v), 1n]])).map((row) => text(row[0]!)),
    ),
  ).map((b) => ({ a, b })),
);

describe('matrix-solve properties', () => {
  it('the status follows the ranks; A x = b for the solution and A v = 0 for the null-space vectors', async () => {
    await fc.assert(
      fc.asyncProperty(system, async ({ a, b }) => {
        if (b.some((x) => x.length > 100)) return;
        const r = (await runTool('matrix-solve', { a, b })) as Solve;
        const n = a[0]!.length;
        const rank = ((await runTool('matrix-rank', { a })) as { rank: number }).rank;
        const augRank = ((await runTool('matrix-rank', { a: a.map((row, i) => [...row, b[i]!]) })) as { rank: number }).rank;
        expect([r.rank, r.augmented_rank]).to.deep.equal([rank, augRank]);
        expect(r.status).to.equal(augRank > rank ? 'none' : rank === n ? 'unique' : 'infinite');
        if (r.status === 'none') {
          expect(r.solution).to.equal(null);
          expect(r.nullspace).to.deep.equal([]);
          return;
        }
        const qa = parseMatrixQ(a);
        expect(mulMatrix(qa, r.solution!.map((x) => [parseQ(x)])).map((row) => row[0])).to.deep.equal(b.map(parseQ));
        expect(r.nullspace.length).to.equal(n - rank);
        for (const v of r.nullspace) expect(mulMatrix(qa, v.map((x) => [parseQ(x)])).every((row) => row[0]![0] === 0n)).to.equal(true);
        const ns = (await runTool('matrix-nullspace', { a })) as { basis: string[][] };
        expect(r.nullspace).to.deep.equal(ns.basis);
      }),
      { numRuns: 200 },
    );
  });
});
