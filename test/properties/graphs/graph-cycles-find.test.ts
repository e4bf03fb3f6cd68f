import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare, graphArb } from './graph-arbitraries.js';

type Found = { cyclic: boolean; count: number; truncated: boolean; cycles: string[][] };

const lexCompare = (a: string[], b: string[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = cpCompare(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
};

describe('graph-cycles-find properties', () => {
  it('every listed cycle is elementary, follows edges, starts at its smallest id; the list is strictly ascending', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 14 }), async (g) => {
        const r = (await runTool('graph-cycles-find', { ...g, max_cycles: 10000 })) as Found;
        const edge = new Set(g.edges.map((e) => JSON.stringify([e.from, e.to])));
        expect(r.count).to.equal(r.cycles.length);
        expect(r.truncated).to.equal(false);
        for (const c of r.cycles) {
          expect(new Set(c).size).to.equal(c.length);
          for (const v of c) expect(cpCompare(c[0]!, v)).to.be.at.most(0);
          c.forEach((v, i) => expect(edge.has(JSON.stringify([v, c[(i + 1) % c.length]!]))).to.equal(true));
        }
        for (let i = 1; i < r.cycles.length; i++) expect(lexCompare(r.cycles[i - 1]!, r.cycles[i]!)).to.be.lessThan(0);
        expect(r.cyclic).to.equal(r.cycles.length > 0);
      }),
      { numRuns: 150 },
    );
  });

  it('max_cycles k gives the first k cycles of the full list, truncated exactly when more exist; cyclic agrees with topological sort', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 12 }), fc.integer({ min: 1, max: 6 }), async (g, k) => {
        const all = (await runTool('graph-cycles-find', { ...g, max_cycles: 10000 })) as Found;
        const some = (await runTool('graph-cycles-find', { ...g, max_cycles: k })) as Found;
        expect(some.cycles).to.deep.equal(all.cycles.slice(0, k));
        expect(some.truncated).to.equal(all.cycles.length > k);
        expect(some.cyclic).to.equal(all.cyclic);
        const topo = await runTool('graph-topological-sort', g).then(() => true, () => false);
        expect(all.cyclic).to.equal(!topo);
      }),
      { numRuns: 150 },
    );
  });
});
