import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare, nodeSet } from './graph-arbitraries.js';
import { addF, cmpF, textF, toFraction, weightedGraphArb, type WGraph } from './graph-weighted-arbitraries.js';

type Out = { edges: { from: string; to: string; weight: string; index: number }[]; total_weight: string; edge_count: number; trees: number; connected: boolean };
type Key = { w: [bigint, bigint]; lo: string; hi: string; index: number };

const cmpKey = (a: Key, b: Key) => cmpF(a.w, b.w) || cpCompare(a.lo, b.lo) || cpCompare(a.hi, b.hi) || a.index - b.index;

function keys(g: WGraph): Key[] {
  const out: Key[] = [];
  g.edges.forEach((e, index) => {
    if (e.from === e.to) return;
    const [lo, hi] = cpCompare(e.from, e.to) < 0 ? [e.from, e.to] : [e.to, e.from];
    out.push({ w: toFraction(e.weight ?? '1'), lo, hi, index });
  });
  return out;
}

/** Number of trees a set of edges leaves, or null when it has a cycle. */
function forestTrees(nodes: string[], edges: Key[]): number | null {
  const parent = new Map(nodes.map((v) => [v, v]));
  const find = (v: string): string => (parent.get(v) === v ? v : find(parent.get(v)!));
  let trees = nodes.length;
  for (const e of edges) {
    const a = find(e.lo);
    const b = find(e.hi);
    if (a === b) return null;
    parent.set(a, b);
    trees--;
  }
  return trees;
}

function* subsets<T>(items: T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) return yield [...acc];
  for (let i = start; i < items.length; i++) {
    acc.push(items[i]!);
    yield* subsets(items, k, i + 1, acc);
    acc.pop();
  }
}

describe('graph-minimum-spanning-tree properties', () => {
  it('a spanning forest of minimum total weight, and by the tie-break the Gale-smallest of all minimum forests (brute force)', async () => {
    await fc.assert(
      fc.asyncProperty(weightedGraphArb({ poolSize: 5, maxEdges: 8 }), async (g) => {
        const out = (await runTool('graph-minimum-spanning-tree', { ...g, directed: false })) as Out;
        const nodes = nodeSet(g);
        const all = keys(g);
        const ours = out.edges.map((e) => all.find((k) => k.index === e.index)!);
        // Output order and shape (rule 3).
        expect(ours.every((k, i) => i === 0 || cmpKey(ours[i - 1]!, k) < 0)).to.equal(true);
        out.edges.forEach((e, i) => {
          expect([e.from, e.to]).to.deep.equal([ours[i]!.lo, ours[i]!.hi]);
          expect(e.weight).to.equal(textF(ours[i]!.w));
        });
        const trees = forestTrees(nodes, ours);
        expect(trees).to.not.equal(null);
        const components = forestTrees(nodes, []) === null ? 0 : trees!;
        expect(out.trees).to.equal(components);
        expect(out.edge_count).to.equal(out.edges.length);
        expect(out.connected).to.equal(out.trees <= 1);
        expect(out.total_weight).to.equal(textF(ours.reduce((s, k) => addF(s, k.w), [0n, 1n] as [bigint, bigint])));
        // Every spanning forest (same number of trees) weighs at least as much; among those that weigh
        // the same, ours is at least as small position by position in the tie-break order.
        const total = (es: Key[]) => es.reduce((s, k) => addF(s, k.w), [0n, 1n] as [bigint, bigint]);
        for (const other of subsets(all, ours.length)) {
          if (forestTrees(nodes, other) !== out.trees) continue;
          const c = cmpF(total(other), total(ours));
          expect(c).to.be.at.least(0);
          if (c === 0) {
            const sorted = [...other].sort(cmpKey);
            sorted.forEach((k, i) => expect(cmpKey(ours[i]!, k)).to.be.at.most(0));
          }
        }
        // No bigger forest exists: a forest with one more edge would have fewer trees.
        for (const other of subsets(all, ours.length + 1)) expect(forestTrees(nodes, other)).to.equal(null);
      }),
      { numRuns: 200 },
    );
  });

  it('the input edge order changes only the indexes, never the weight or the endpoint pairs', async () => {
    await fc.assert(
      fc.asyncProperty(weightedGraphArb({ maxEdges: 15, weights: ['1', '2', '3/2', '-1', '0'] }), fc.nat(), async (g, seed) => {
        const rotated = { ...g, edges: g.edges.map((_, i) => g.edges[(i + seed) % g.edges.length]!) };
        const a = (await runTool('graph-minimum-spanning-tree', g)) as Out;
        const b = (await runTool('graph-minimum-spanning-tree', rotated)) as Out;
        expect(b.total_weight).to.equal(a.total_weight);
        expect(b.trees).to.equal(a.trees);
        // With distinct (weight, pair) keys the forest is the same edge set.
        const strip = (o: Out) => o.edges.map((e) => [e.from, e.to, e.weight]);
        expect(strip(b)).to.deep.equal(strip(a));
      }),
      { numRuns: 150 },
    );
  });
});
