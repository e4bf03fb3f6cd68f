import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bfsRef, cpCompare, graphArb, nodeSet } from './graph-arbitraries.js';

type Out = { count: number; components: string[][]; condensation_edges: { from: string; to: string }[] };

describe('graph-strongly-connected-components properties', () => {
  it('components are the mutual-reachability classes and the condensation is their acyclic quotient', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 20 }), async (g) => {
        const out = (await runTool('graph-strongly-connected-components', g)) as Out;
        expect(out.count).to.equal(out.components.length);
        expect(out.components.flat().sort(cpCompare)).to.deep.equal(nodeSet(g));
        expect(out.components.map((c) => c[0])).to.deep.equal(out.components.map((c) => c[0]!).sort(cpCompare));
        const name = new Map<string, string>();
        for (const c of out.components) {
          expect(c).to.deep.equal([...c].sort(cpCompare));
          for (const id of c) name.set(id, c[0]!);
        }
        for (const u of nodeSet(g)) {
          const fwd = bfsRef(g, [u], false, false);
          for (const v of nodeSet(g)) {
            const mutual = fwd.has(v) && bfsRef(g, [v], false, false).has(u);
            expect(name.get(u) === name.get(v)).to.equal(mutual);
          }
        }
        const expected = new Set(g.edges.filter((e) => name.get(e.from) !== name.get(e.to)).map((e) => JSON.stringify([name.get(e.from), name.get(e.to)])));
        expect(out.condensation_edges.map((e) => JSON.stringify([e.from, e.to])).sort()).to.deep.equal([...expected].sort());
        const rank = new Map(out.components.map((c, i) => [c[0]!, i]));
        const keys = out.condensation_edges.map((e) => [rank.get(e.from)!, rank.get(e.to)!]);
        expect(keys).to.deep.equal([...keys].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!));
        await runTool('graph-topological-sort', { nodes: out.components.map((c) => c[0]!), edges: out.condensation_edges });
      }),
      { numRuns: 150 },
    );
  });
});
