import type { Input, Output } from '../../generated/tools/graphs/graph-distances-all-pairs.js';
import { limits } from '../../generated/tools/graphs/graph-distances-all-pairs.js';
import { formatRationalText } from '../math/lib/rational.js';
import { buildGraph, rotateToSmallest } from './lib/graph.js';
import { scaleWeights } from './lib/paths.js';

/**
 * Floyd-Warshall over the weights scaled to integers by their least common denominator, so every
 * step is one BigInt addition and comparison. A negative cycle (some distance from a node to itself
 * below 0 at the end) is answered with one such cycle, found by Bellman-Ford from a virtual source.
 */
export default function graphDistancesAllPairs(input: Input): Output {
  const g = buildGraph(input, limits);
  const { weights, denominator } = scaleWeights(input.edges, limits.max_weight_chars, limits.max_weight_denominator_lcm_digits, true);
  const n = g.ids.length;
  // Arcs: each edge, both ways when undirected; self-loops kept (a negative one is a cycle).
  const arcs: [number, number, bigint][] = [];
  for (const e of g.edges) {
    const w = weights[e.index]!;
    arcs.push([e.from, e.to, w]);
    if (!g.directed && e.from !== e.to) arcs.push([e.to, e.from, w]);
  }
  const dist: (bigint | null)[][] = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0n : null)));
  for (const [u, v, w] of arcs) {
    const old = dist[u]![v];
    if (old === null || old === undefined || w < old) dist[u]![v] = w;
  }
  for (let k = 0; k < n; k++) {
    const dk = dist[k]!;
    for (let i = 0; i < n; i++) {
      const di = dist[i]!;
      const ik = di[k];
      if (ik === null || ik === undefined) continue;
      for (let j = 0; j < n; j++) {
        const kj = dk[j];
        if (kj === null || kj === undefined) continue;
        const via = ik + kj;
        const old = di[j];
        if (old === null || old === undefined || via < old) di[j] = via;
      }
    }
  }
  let cyclic = false;
  for (let i = 0; i < n; i++) if (dist[i]![i]! < 0n) cyclic = true;
  const ids = g.ids;
  if (cyclic) return { nodes: ids, distances: null, negative_cycle: negativeCycle(n, arcs).map((v) => ids[v]!) };
  const distances = dist.map((row) => row.map((d) => (d === null ? null : formatRationalText({ num: d, den: denominator }))));
  return { nodes: ids, distances, negative_cycle: null };
}

/**
 * Bellman-Ford from a virtual source joined to every node by weight 0, arcs relaxed in input order,
 * n rounds: the first arc that still relaxes in round n has its head on or after a negative cycle;
 * walking parents n times from it lands on the cycle, which is then collected (edge direction) and
 * rotated to start at its smallest id.
 */
function negativeCycle(n: number, arcs: readonly [number, number, bigint][]): number[] {
  const d: bigint[] = new Array<bigint>(n).fill(0n);
  const parent = new Int32Array(n).fill(-1);
  let last = -1;
  for (let round = 1; round <= n; round++) {
    last = -1;
    for (const [u, v, w] of arcs) {
      if (d[u]! + w < d[v]!) {
        d[v] = d[u]! + w;
        parent[v] = u;
        if (last === -1) last = v;
      }
    }
    if (last === -1) break;
  }
  let v = last;
  for (let i = 0; i < n; i++) v = parent[v]!;
  const cycle = [v];
  for (let x = parent[v]!; x !== v; x = parent[x]!) cycle.push(x);
  cycle.reverse();
  return rotateToSmallest(cycle);
}
