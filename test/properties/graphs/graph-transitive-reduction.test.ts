import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { bfsRef, cpCompare, dagArb, graphArb, nodeSet, type GraphIn } from './graph-arbitraries.js';

type Reduced = { nodes: string[]; edges: { from: string; to: string }[]; removed: { from: string; to: string }[] };

const reach = (g: GraphIn, v: string) => [...bfsRef(g, [v], false, false).keys()].filter((w) => w !== v).sort(cpCompare);
const pairCompare = (a: { from: string; to: string }, b: { from: string; to: string }) => cpCompare(a.from, b.from) || cpCompare(a.to, b.to);

describe('graph-transitive-reduction properties', () => {
  it('keeps reachability, is minimal (no kept edge is implied by the others), splits the distinct pairs, sorted', async () => {
    await fc.assert(
      fc.asyncProperty(dagArb, async (g) => {
        const r = (await runTool('graph-transitive-reduction', g)) as Reduced;
        expect(r.nodes).to.deep.equal(nodeSet(g));
        const reduced: GraphIn = { nodes: r.nodes, edges: r.edges };
        for (const v of r.nodes) expect(reach(reduced, v)).to.deep.equal(reach(g, v));
        for (let i = 0; i < r.edges.length; i++) {
          const others: GraphIn = { nodes: r.nodes, edges: r.edges.filter((_, j) => j !== i) };
          expect(reach(others, r.edges[i]!.from)).to.not.include(r.edges[i]!.to);
        }
        const distinct = [...new Set(g.edges.map((e) => JSON.stringify([e.from, e.to])))].map((k) => JSON.parse(k) as [string, string]).map(([from, to]) => ({ from, to })).sort(pairCompare);
        expect([...r.edges, ...r.removed].sort(pairCompare)).to.deep.equal(distinct);
        expect([...r.edges].sort(pairCompare)).to.deep.equal(r.edges);
        expect([...r.removed].sort(pairCompare)).to.deep.equal(r.removed);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses exactly the inputs graph-topological-sort refuses, with the same cycle', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 12 }), async (g) => {
        const ours = await outcome('graph-transitive-reduction', g);
        const topo = await outcome('graph-topological-sort', g);
        expect(ours.ok).to.equal(topo.ok);
        if (!ours.ok && !topo.ok) {
          expect(ours.code).to.equal('cyclic_reference');
          expect(JSON.stringify(ours)).to.equal(JSON.stringify(topo));
        }
      }),
      { numRuns: 150 },
    );
  });
});
