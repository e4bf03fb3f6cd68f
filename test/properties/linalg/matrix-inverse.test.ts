import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { mulMatrix, parseMatrixQ, parseQ, squareText } from './elimination-arbitraries.js';

type Inv = { invertible: boolean; inverse: string[][] | null; determinant: string; rank: number; size: number };

describe('matrix-inverse properties', () => {
  it('A · A⁻¹ = A⁻¹ · A = I exactly; singular exactly when det = 0, with the rank of matrix-rank', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(6), async (a) => {
        const r = (await runTool('matrix-inverse', { a })) as Inv;
        const det = ((await runTool('matrix-determinant', { a })) as { determinant: string }).determinant;
        expect(r.determinant).to.equal(det);
        expect(r.invertible).to.equal(det !== '0');
        expect(r.rank).to.equal(((await runTool('matrix-rank', { a })) as { rank: number }).rank);
        if (!r.invertible) {
          expect(r.inverse).to.equal(null);
          return;
        }
        const n = a.length;
        const identity = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? [1n, 1n] : [0n, 1n])));
        const [qa, qi] = [parseMatrixQ(a), parseMatrixQ(r.inverse!)];
        expect(mulMatrix(qa, qi)).to.deep.equal(identity);
        expect(mulMatrix(qi, qa)).to.deep.equal(identity);
      }),
      { numRuns: 150 },
    );
  });

  it('(A⁻¹)⁻¹ = A, and det(A⁻¹) = 1 / det(A)', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(4), async (a) => {
        const r = (await runTool('matrix-inverse', { a })) as Inv;
        if (!r.invertible || r.inverse!.some((row) => row.some((x) => x.length > 100))) return;
        const back = (await runTool('matrix-inverse', { a: r.inverse })) as Inv;
        expect(parseMatrixQ(back.inverse!)).to.deep.equal(parseMatrixQ(a));
        const [dn, dd] = parseQ(r.determinant);
        const [bn, bd] = parseQ(back.determinant);
        expect(dn * bn).to.equal(dd * bd);
      }),
      { numRuns: 150 },
    );
  });
});
