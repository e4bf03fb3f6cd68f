import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { add, eq, matrixText, mul, parseQ, type Q } from './elimination-arbitraries.js';

type Result = { basis: string[][]; kept_indices: number[]; dropped_indices: number[]; rank: number };
type Independence = { rank: number; basis_indices: number[] };

const vectorList = fc.tuple(matrixText(1, 7, 6), fc.nat(2), fc.nat()).map(([vs, mode, i]) => {
  if (mode === 0) vs.push(vs[i % vs.length]!.map((x) => (x.startsWith('-') ? x.slice(1) : x === '0' ? x : `-${x}`)));
  return vs;
});

function dot(a: readonly string[], b: readonly string[]): Q {
  let s: Q = [0n, 1n];
  a.forEach((x, i) => (s = add(s, mul(parseQ(x), parseQ(b[i]!)))));
  return s;
}

describe('vectors-gram-schmidt properties', () => {
  it('the basis is pairwise orthogonal, and the kept indices are the greedy basis of vectors-linear-independence', async () => {
    await fc.assert(
      fc.asyncProperty(vectorList, async (vectors) => {
        const r = (await runTool('vectors-gram-schmidt', { vectors })) as Result;
        const li = (await runTool('vectors-linear-independence', { vectors })) as Independence;
        expect(r.kept_indices).to.deep.equal(li.basis_indices);
        expect(r.rank).to.equal(li.rank);
        expect(r.basis).to.have.length(r.rank);
        expect([...r.kept_indices, ...r.dropped_indices].sort((x, y) => x - y)).to.deep.equal(vectors.map((_, i) => i));
        for (let i = 0; i < r.basis.length; i++) {
          for (let j = 0; j < i; j++) expect(eq(dot(r.basis[i]!, r.basis[j]!), [0n, 1n])).to.equal(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('u_k − v_k is orthogonal to u_k (u_k is v_k minus its projection on the earlier span)', async () => {
    await fc.assert(
      fc.asyncProperty(vectorList, async (vectors) => {
        const r = (await runTool('vectors-gram-schmidt', { vectors })) as Result;
        r.kept_indices.forEach((k, i) => {
          const u = r.basis[i]!;
          const diff = u.map((x, p) => {
            const [n, d] = add(parseQ(x), mul([-1n, 1n], parseQ(vectors[k]![p]!)));
            return d === 1n ? String(n) : `${n}/${d}`;
          });
          expect(eq(dot(diff, u), [0n, 1n])).to.equal(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
