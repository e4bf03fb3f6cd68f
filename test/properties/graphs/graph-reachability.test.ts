import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bfsRef, cpCompare, graphArb } from './graph-arbitraries.js';

type Out = { count: number; reached: { id: string; depth: number }[] };

describe('graph-reachability properties', () => {
  it('depths are breadth-first distances, sorted by depth then id, and max_depth cuts the same list', async () => {
    await fc.assert(
      fc.asyncProperty(
        graphArb({ maxEdges: 20 }).filter((g) => g.edges.length > 0),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('forward', 'reverse'),
        fc.boolean(),
        fc.option(fc.nat({ max: 4 }), { nil: null }),
        async (g, picks, direction, directed, maxDepth) => {
          const nodes = [...new Set([...(g.nodes ?? []), ...g.edges.flatMap((e) => [e.from, e.to])])];
          const sources = picks.map((i) => nodes[i % nodes.length]!);
          const input = { ...g, sources, direction, directed, max_depth: maxDepth };
          const out = (await runTool('graph-reachability', input)) as Out;
          const ref = bfsRef(g, sources, direction === 'reverse', !directed);
          const expected = [...ref].filter(([, d]) => maxDepth === null || d <= maxDepth)
            .sort((x, y) => x[1] - y[1] || cpCompare(x[0], y[0])).map(([id, depth]) => ({ id, depth }));
          expect(out.reached).to.deep.equal(expected);
          expect(out.count).to.equal(expected.length);
          if (maxDepth !== null) {
            const all = (await runTool('graph-reachability', { ...input, max_depth: null })) as Out;
            expect(out.reached).to.deep.equal(all.reached.filter((r) => r.depth <= maxDepth));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an undirected graph answers the same in both directions, and its reach from a node is that node\'s component', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 20 }).filter((g) => g.edges.length > 0), async (g) => {
        const source = g.edges[0]!.from;
        const fwd = (await runTool('graph-reachability', { ...g, directed: false, sources: [source] })) as Out;
        const rev = (await runTool('graph-reachability', { ...g, directed: false, sources: [source], direction: 'reverse' })) as Out;
        expect(rev).to.deep.equal(fwd);
        const comps = (await runTool('graph-connected-components', g)) as { components: string[][] };
        const mine = comps.components.find((c) => c.includes(source))!;
        expect(fwd.reached.map((r) => r.id).sort(cpCompare)).to.deep.equal(mine);
      }),
      { numRuns: 100 },
    );
  });
});
