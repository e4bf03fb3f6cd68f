import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { add, eq, matrixText, mul, parseQ, type Q } from './elimination-arbitraries.js';

type Result = { independent: boolean; rank: number; basis_indices: number[]; dependency: { index: number; coefficients: string[] } | null };

/** k vectors of length n; one in three lists gets a copy or a sum of earlier vectors. */
const vectorList = fc.tuple(matrixText(1, 7, 6), fc.nat(2), fc.nat()).map(([vs, mode, i]) => {
  if (mode === 0) vs.push(vs[i % vs.length]!.slice());
  return vs;
});

describe('vectors-linear-independence properties', () => {
  it('the relation sums to the zero vector, has -1 at its index and 0 after it; rank agrees with matrix-rank', async () => {
    await fc.assert(
      fc.asyncProperty(vectorList, async (vectors) => {
        const r = (await runTool('vectors-linear-independence', { vectors })) as Result;
        const rank = ((await runTool('matrix-rank', { a: vectors })) as { rank: number }).rank;
        expect(r.rank).to.equal(rank);
        expect(r.basis_indices).to.have.length(rank);
        expect(r.independent).to.equal(rank === vectors.length);
        if (r.dependency === null) {
          expect(r.independent).to.equal(true);
          return;
        }
        const { index, coefficients } = r.dependency;
        expect(coefficients).to.have.length(vectors.length);
        expect(coefficients[index]).to.equal('-1');
        for (let i = index + 1; i < vectors.length; i++) expect(coefficients[i]).to.equal('0');
        expect(r.basis_indices.slice(0, index)).to.deep.equal(Array.from({ length: index }, (_, i) => i));
        for (let p = 0; p < vectors[0]!.length; p++) {
          let s: Q = [0n, 1n];
          vectors.forEach((v, i) => (s = add(s, mul(parseQ(coefficients[i]!), parseQ(v[p]!)))));
          expect(eq(s, [0n, 1n])).to.equal(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the basis vectors alone are independent, and appending a vector never lowers the rank', async () => {
    await fc.assert(
      fc.asyncProperty(vectorList, async (vectors) => {
        const r = (await runTool('vectors-linear-independence', { vectors })) as Result;
        const basis = r.basis_indices.map((i) => vectors[i]!);
        const b = (await runTool('vectors-linear-independence', { vectors: basis })) as Result;
        expect(b.independent).to.equal(true);
        expect(b.rank).to.equal(r.rank);
        const more = (await runTool('vectors-linear-independence', { vectors: [...vectors, vectors[0]!.map(() => '1')] })) as Result;
        expect(more.rank).to.be.oneOf([r.rank, r.rank + 1]);
      }),
      { numRuns: 100 },
    );
  });
});
