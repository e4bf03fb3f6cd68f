import type { Input, Output } from '../../generated/tools/graphs/graph-minimum-spanning-tree.js';
import { limits } from '../../generated/tools/graphs/graph-minimum-spanning-tree.js';
import { buildGraph } from './lib/graph.js';
import { scaleWeights, unscale } from './lib/flows.js';
import { UnionFind } from './lib/union-find.js';

export default function graphMinimumSpanningTree(input: Input): Output {
  const g = buildGraph(input, limits, { directed: false });
  // An edge without weight weighs 1 (rule 1); all weights share one denominator (rule 5).
  const { scaled, scale } = scaleWeights(input.edges, limits, { num: 1n, den: 1n });
  type Candidate = { lo: number; hi: number; w: bigint; index: number };
  const candidates: Candidate[] = [];
  for (const e of g.edges) {
    if (e.from === e.to) continue; // self-loops never join two trees
    const lo = Math.min(e.from, e.to);
    const hi = Math.max(e.from, e.to);
    candidates.push({ lo, hi, w: scaled[e.index]!, index: e.index });
  }
  // Node indexes are code point order of the ids, so (lo, hi) compares the endpoint pairs (rule 2).
  candidates.sort((a, b) => (a.w < b.w ? -1 : a.w > b.w ? 1 : a.lo - b.lo || a.hi - b.hi || a.index - b.index));
  const forest = new UnionFind(g.ids.length);
  const edges: Output['edges'] = [];
  let total = 0n;
  for (const c of candidates) {
    if (edges.length === g.ids.length - 1) break; // a spanning tree is complete
    if (!forest.union(c.lo, c.hi)) continue;
    total += c.w;
    edges.push({ from: g.ids[c.lo]!, to: g.ids[c.hi]!, weight: unscale(c.w, scale), index: c.index });
  }
  const trees = g.ids.length - edges.length;
  return { edges, total_weight: unscale(total, scale), edge_count: edges.length, trees, connected: trees <= 1 };
}
