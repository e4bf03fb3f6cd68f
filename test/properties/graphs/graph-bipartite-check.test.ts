import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bfsRef, cpCompare, graphArb, nodeSet, type GraphIn } from './graph-arbitraries.js';

type Out = { bipartite: boolean; side_a: string[] | null; side_b: string[] | null; odd_cycle: string[] | null };

const adjacent = (g: GraphIn, a: string, b: string) => g.edges.some((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a));

/** Reference: a graph is bipartite exactly when no component has an odd closed walk (parity BFS). */
function bipartiteRef(g: GraphIn): boolean {
  const side = new Map<string, number>();
  for (const s of nodeSet(g)) {
    if (side.has(s)) continue;
    side.set(s, 0);
    const queue = [s];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const e of g.edges) {
        for (const [x, y] of [[e.from, e.to], [e.to, e.from]] as const) {
          if (x !== v) continue;
          if (!side.has(y)) {
            side.set(y, 1 - side.get(v)!);
            queue.push(y);
          } else if (side.get(y) === side.get(v)) return false;
        }
      }
    }
  }
  return true;
}

describe('graph-bipartite-check properties', () => {
  it('a valid two-coloring with each component smallest id on side A, or a valid odd cycle in canonical rotation', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 14 }), async (g) => {
        const out = (await runTool('graph-bipartite-check', { ...g, directed: false })) as Out;
        expect(out.bipartite, JSON.stringify(g)).to.equal(bipartiteRef(g));
        if (out.bipartite) {
          expect(out.odd_cycle).to.equal(null);
          const a = out.side_a!;
          const b = out.side_b!;
          expect(a).to.deep.equal([...a].sort(cpCompare));
          expect(b).to.deep.equal([...b].sort(cpCompare));
          expect([...a, ...b].sort(cpCompare)).to.deep.equal(nodeSet(g));
          const inA = new Set(a);
          for (const e of g.edges) expect(inA.has(e.from)).to.not.equal(inA.has(e.to));
          for (const v of nodeSet(g)) {
            const component = [...bfsRef(g, [v], false, true).keys()].sort(cpCompare);
            if (component[0] === v) expect(inA.has(v)).to.equal(true);
          }
        } else {
          expect(out.side_a).to.equal(null);
          expect(out.side_b).to.equal(null);
          const c = out.odd_cycle!;
          expect(c.length % 2).to.equal(1);
          expect(new Set(c).size).to.equal(c.length);
          for (let i = 0; i < c.length; i++) expect(adjacent(g, c[i]!, c[(i + 1) % c.length]!)).to.equal(true);
          expect(c[0]).to.equal([...c].sort(cpCompare)[0]);
          if (c.length > 1) expect(cpCompare(c[1]!, c[c.length - 1]!)).to.be.lessThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the answer does not depend on the edge order or on the direction each edge is written in', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb({ maxEdges: 14 }), async (g) => {
        const flipped = { ...g, edges: [...g.edges].reverse().map((e) => ({ from: e.to, to: e.from })) };
        expect(await runTool('graph-bipartite-check', flipped)).to.deep.equal(await runTool('graph-bipartite-check', g));
      }),
      { numRuns: 150 },
    );
  });
});
