import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';
import { bfsRef, cpCompare } from './graph-arbitraries.js';

type Out = { reachable: boolean; cost: string | null; hops: number | null; path: string[] | null };
type WEdge = { from: string; to: string; weight: string };

const POOL = ['a', 'b', 'c', 'd', 'e', '10', '2', '__proto__', '😀'];
const edgesArb = fc.array(
  fc.record({ from: fc.constantFrom(...POOL), to: fc.constantFrom(...POOL), weight: fc.constantFrom('0', '1', '2', '1/2', '3/4', '5/3') }),
  { minLength: 1, maxLength: 14 },
);

/** The least weight of an edge u -> v (either way when undirected), or null. */
function edgeWeight(edges: WEdge[], u: string, v: string, directed: boolean): Fraction | null {
  let best: Fraction | null = null;
  for (const e of edges) {
    if ((e.from === u && e.to === v) || (!directed && e.from === v && e.to === u)) {
      const w = new Fraction(e.weight);
      if (best === null || w.compare(best) < 0) best = w;
    }
  }
  return best;
}

describe('graph-shortest-path properties', () => {
  it('the path is simple, follows edges from `from` to `to`, and its weights add up to the cost; reachable exactly when BFS reaches', async () => {
    await fc.assert(
      fc.asyncProperty(edgesArb, fc.boolean(), fc.nat(), fc.nat(), async (edges, directed, i, j) => {
        const ids = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort(cpCompare);
        const from = ids[i % ids.length]!;
        const to = ids[j % ids.length]!;
        const out = (await runTool('graph-shortest-path', { edges, directed, from, to })) as Out;
        const reach = bfsRef({ edges }, [from], false, !directed);
        expect(out.reachable).to.equal(reach.has(to));
        if (!out.reachable) return;
        const path = out.path!;
        expect(path[0]).to.equal(from);
        expect(path[path.length - 1]).to.equal(to);
        expect(new Set(path).size).to.equal(path.length);
        expect(out.hops).to.equal(path.length - 1);
        let sum = new Fraction(0);
        for (let k = 0; k + 1 < path.length; k++) {
          const w = edgeWeight(edges, path[k]!, path[k + 1]!, directed);
          expect(w).to.not.equal(null);
          sum = sum.add(w!);
        }
        expect(new Fraction(out.cost!).equals(sum)).to.equal(true);
        // No single edge from `from` to `to` is cheaper.
        const direct = from === to ? null : edgeWeight(edges, from, to, directed);
        if (direct !== null) expect(sum.compare(direct)).to.be.at.most(0);
      }),
      { numRuns: 200 },
    );
  });

  it('metric hops gives the breadth-first depth, and an undirected graph costs the same both ways', async () => {
    await fc.assert(
      fc.asyncProperty(edgesArb, fc.nat(), fc.nat(), async (edges, i, j) => {
        const ids = [...new Set(edges.flatMap((e) => [e.from, e.to]))];
        const from = ids[i % ids.length]!;
        const to = ids[j % ids.length]!;
        const hops = (await runTool('graph-shortest-path', { edges, from, to, metric: 'hops' })) as Out;
        const depth = bfsRef({ edges }, [from], false, false).get(to);
        expect(hops.hops).to.equal(depth ?? null);
        if (depth !== undefined) expect(hops.cost).to.equal(String(depth));
        const there = (await runTool('graph-shortest-path', { edges, directed: false, from, to })) as Out;
        const back = (await runTool('graph-shortest-path', { edges, directed: false, from: to, to: from })) as Out;
        expect(back.cost).to.equal(there.cost);
      }),
      { numRuns: 150 },
    );
  });

  it('scaling every weight by 3/7 scales the cost by 3/7 and keeps the path', async () => {
    await fc.assert(
      fc.asyncProperty(edgesArb, fc.nat(), fc.nat(), async (edges, i, j) => {
        const ids = [...new Set(edges.flatMap((e) => [e.from, e.to]))];
        const from = ids[i % ids.length]!;
        const to = ids[j % ids.length]!;
        const a = (await runTool('graph-shortest-path', { edges, from, to })) as Out;
        const scaled = edges.map((e) => ({ ...e, weight: new Fraction(e.weight).mul(3, 7).toFraction() }));
        const b = (await runTool('graph-shortest-path', { edges: scaled, from, to })) as Out;
        expect(b.path).to.deep.equal(a.path);
        if (a.reachable) expect(new Fraction(b.cost!).equals(new Fraction(a.cost!).mul(3, 7))).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
