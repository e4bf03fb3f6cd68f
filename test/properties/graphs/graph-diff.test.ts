import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare, nodeSet } from './graph-arbitraries.js';
import { weightedGraphArb, type WGraph } from './graph-weighted-arbitraries.js';

type Counted = { from: string; to: string; count: number };
type Diff = {
  unchanged: boolean;
  added_nodes: string[];
  removed_nodes: string[];
  added_edges: Counted[];
  removed_edges: Counted[];
  changed_weights: { from: string; to: string; before: string | null; after: string | null }[];
};

// Small pools so pairs repeat and both sides share edges; a weight is sometimes missing.
const graph: fc.Arbitrary<WGraph> = fc
  .tuple(weightedGraphArb({ poolSize: 5, maxEdges: 10 }), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
  .map(([g, drop]) => ({ ...g, edges: g.edges.map((e, i) => (drop[i] ? { from: e.from, to: e.to } : e)) }));

const pair = (e: { from: string; to: string }, directed: boolean): string => {
  const [a, b] = directed || cpCompare(e.from, e.to) <= 0 ? [e.from, e.to] : [e.to, e.from];
  return JSON.stringify([a, b]);
};

function multiset(g: WGraph, directed: boolean): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of g.edges) m.set(pair(e, directed), (m.get(pair(e, directed)) ?? 0) + 1);
  return m;
}

const diff = async (before: WGraph, after: WGraph, directed: boolean) => (await runTool('graph-diff', { before, after, directed })) as Diff;

describe('graph-diff properties', () => {
  it('a graph compared with itself (edges in any order) is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(graph, fc.boolean(), async (g, directed) => {
        const d = await diff(g, { ...g, edges: [...g.edges].reverse() }, directed);
        expect(d).to.deep.equal({ unchanged: true, added_nodes: [], removed_nodes: [], added_edges: [], removed_edges: [], changed_weights: [] });
      }),
      { numRuns: 150 },
    );
  });

  it('applying the diff to before gives after, as node sets and edge multisets', async () => {
    await fc.assert(
      fc.asyncProperty(graph, graph, fc.boolean(), async (before, after, directed) => {
        const d = await diff(before, after, directed);
        const nodes = new Set(nodeSet(before));
        for (const id of d.removed_nodes) expect(nodes.delete(id)).to.equal(true);
        for (const id of d.added_nodes) nodes.add(id);
        expect([...nodes].sort(cpCompare)).to.deep.equal(nodeSet(after));
        const edges = multiset(before, directed);
        for (const e of d.removed_edges) edges.set(pair(e, true), edges.get(pair(e, true))! - e.count);
        for (const e of d.added_edges) edges.set(pair(e, true), (edges.get(pair(e, true)) ?? 0) + e.count);
        const expected = multiset(after, directed);
        for (const [k, v] of edges) expect(v, k).to.equal(expected.get(k) ?? 0);
        for (const [k, v] of expected) expect(edges.get(k), k).to.equal(v);
        if (!directed) for (const e of [...d.added_edges, ...d.removed_edges, ...d.changed_weights]) expect(cpCompare(e.from, e.to)).to.be.at.most(0);
        for (const list of [d.added_edges, d.removed_edges, d.changed_weights]) {
          const keys = list.map((e) => [e.from, e.to]);
          const sorted = [...keys].sort((x, y) => cpCompare(x[0]!, y[0]!) || cpCompare(x[1]!, y[1]!));
          expect(keys).to.deep.equal(sorted);
        }
        expect(d.unchanged).to.equal(d.added_nodes.length + d.removed_nodes.length + d.added_edges.length + d.removed_edges.length + d.changed_weights.length === 0);
      }),
      { numRuns: 200 },
    );
  });

  it('swapping before and after swaps added with removed and the two weights of each change', async () => {
    await fc.assert(
      fc.asyncProperty(graph, graph, fc.boolean(), async (before, after, directed) => {
        const d = await diff(before, after, directed);
        const r = await diff(after, before, directed);
        expect(r.added_nodes).to.deep.equal(d.removed_nodes);
        expect(r.removed_nodes).to.deep.equal(d.added_nodes);
        expect(r.added_edges).to.deep.equal(d.removed_edges);
        expect(r.removed_edges).to.deep.equal(d.added_edges);
        expect(r.changed_weights).to.deep.equal(d.changed_weights.map((c) => ({ from: c.from, to: c.to, before: c.after, after: c.before })));
      }),
      { numRuns: 150 },
    );
  });
});
