import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { mulMatrix, parseMatrixQ, parseQ, squareText } from './elimination-arbitraries.js';

type Adj = { adjugate: string[][]; cofactors: string[][]; determinant: string; rank: number; size: number };

/** Square matrices, a third of them of rank at most n − 1, some of rank n − 2 (two copied rows). */
const matrices = squareText(6).chain((a) =>
  fc.tuple(fc.boolean(), fc.nat(), fc.nat()).map(([twice, i, j]) => {
    if (twice && a.length >= 3) {
      a[(i + 1) % a.length] = a[i % a.length]!.slice();
      a[(j + 2) % a.length] = a[(j + 3) % a.length]!.slice();
    }
    return a;
  }),
);

describe('matrix-adjugate properties', () => {
  it('A · adj(A) = adj(A) · A = det(A) · I, cofactors = adjᵀ, det and rank as the sibling tools', async () => {
    await fc.assert(
      fc.asyncProperty(matrices, async (a) => {
        const r = (await runTool('matrix-adjugate', { a })) as Adj;
        const n = a.length;
        expect(r.determinant).to.equal(((await runTool('matrix-determinant', { a })) as { determinant: string }).determinant);
        expect(r.rank).to.equal(((await runTool('matrix-rank', { a })) as { rank: number }).rank);
        expect(r.cofactors).to.deep.equal(r.adjugate.length === 0 ? [] : r.adjugate[0]!.map((_, j) => r.adjugate.map((row) => row[j]!)));
        const det = parseQ(r.determinant);
        const scaled = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? det : [0n, 1n])));
        const [qa, qadj] = [parseMatrixQ(a), parseMatrixQ(r.adjugate)];
        expect(mulMatrix(qa, qadj)).to.deep.equal(scaled);
        expect(mulMatrix(qadj, qa)).to.deep.equal(scaled);
      }),
      { numRuns: 200 },
    );
  });

  it('each cofactor is (−1)^(i+j) times the determinant of its minor (matrix-determinant), for n <= 4', async () => {
    await fc.assert(
      fc.asyncProperty(matrices.filter((a) => a.length >= 2 && a.length <= 4), async (a) => {
        const r = (await runTool('matrix-adjugate', { a })) as Adj;
        for (let i = 0; i < a.length; i++) {
          for (let j = 0; j < a.length; j++) {
            const minor = a.filter((_, k) => k !== i).map((row) => row.filter((_, l) => l !== j));
            const [dn, dd] = parseQ(((await runTool('matrix-determinant', { a: minor })) as { determinant: string }).determinant);
            expect(parseQ(r.cofactors[i]![j]!)).to.deep.equal((i + j) % 2 === 0 ? [dn, dd] : [-dn, dd]);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
