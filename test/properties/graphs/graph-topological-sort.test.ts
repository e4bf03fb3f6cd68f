import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { cpCompare, dagArb, graphArb, nodeSet } from './graph-arbitraries.js';

describe('graph-topological-sort properties', () => {
  it('a DAG gives every node once, every edge forward, and the smallest ready id at each step', async () => {
    await fc.assert(
      fc.asyncProperty(dagArb, async (g) => {
        const { order } = (await runTool('graph-topological-sort', g)) as { order: string[] };
        expect([...order].sort(cpCompare)).to.deep.equal(nodeSet(g));
        const pos = new Map(order.map((id, i) => [id, i]));
        for (const e of g.edges) expect(pos.get(e.from)!).to.be.lessThan(pos.get(e.to)!);
        // Greedy check: each node is the smallest whose predecessors are all placed before it.
        const placed = new Set<string>();
        for (const id of order) {
          const ready = nodeSet(g).filter((v) => !placed.has(v) && g.edges.every((e) => e.to !== v || placed.has(e.from)));
          expect(id).to.equal(ready[0]);
          placed.add(id);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('fails with cyclic_reference exactly when a strongly connected component has a cycle, and agrees with the levels', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 12 }), async (g) => {
        const topo = await outcome('graph-topological-sort', g);
        const levels = await outcome('graph-topological-levels', g);
        const scc = (await runTool('graph-strongly-connected-components', g)) as { components: string[][] };
        const cyclic = scc.components.some((c) => c.length > 1) || g.edges.some((e) => e.from === e.to);
        expect(topo.ok).to.equal(!cyclic);
        expect(levels.ok).to.equal(!cyclic);
        if (!topo.ok) expect(topo.code).to.equal('cyclic_reference');
      }),
      { numRuns: 200 },
    );
  });
});
