import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { matrixText, mulMatrix, parseMatrixQ } from './elimination-arbitraries.js';

type Null = { basis: string[][]; free_columns: number[]; nullity: number; rank: number; rows: number; columns: number };

describe('matrix-nullspace properties', () => {
  it('A v = 0 for every basis vector, v is 1 at its free column and 0 at the others, and rank + nullity = n', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 7, 7), async (a) => {
        const r = (await runTool('matrix-nullspace', { a })) as Null;
        const n = a[0]!.length;
        expect(r.rank + r.nullity).to.equal(n);
        expect(r.basis.length).to.equal(r.nullity);
        expect(r.rank).to.equal(((await runTool('matrix-rank', { a })) as { rank: number }).rank);
        const qa = parseMatrixQ(a);
        r.basis.forEach((v, k) => {
          const qv = parseMatrixQ(v.map((x) => [x]));
          expect(mulMatrix(qa, qv).every((row) => row[0]![0] === 0n)).to.equal(true);
          r.free_columns.forEach((f, k2) => expect(v[f]).to.equal(k === k2 ? '1' : '0'));
        });
      }),
      { numRuns: 150 },
    );
  });
});
