// Shared path machinery of the graph path tools (graph-shortest-path): edge weights scaled to exact
// integers over one common denominator, and Dijkstra over BigInt distances with a binary heap.
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { parseRationalText } from '../../math/lib/rational.js';
import type { Graph } from './graph.js';

/** Weighted adjacency: `to` ascending without repeats, `weight` the least of parallel edges. */
export type WeightedAdjacency = { to: number[]; weight: bigint[] }[];

export type ScaledWeights = { weights: bigint[]; denominator: bigint };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Reads every edge's weight (rational text; a missing weight is 1) at `/edges/<i>/weight`: text
 * longer than `maxChars` is limit_exceeded, a negative weight invalid_input unless `allowNegative`; then scales all weights
 * to integers over the least common denominator L, whose decimal digits may not pass `maxLcmDigits`
 * (limit_exceeded, checked as L grows, so it never grows past that bound).
 */
export function scaleWeights(edges: readonly { weight?: string }[], maxChars: number, maxLcmDigits: number, allowNegative = false): ScaledWeights {
  const parsed = edges.map((e, i) => {
    const pointer = `/edges/${i}/weight`;
    if (e.weight === undefined) return { num: 1n, den: 1n };
    if (e.weight.length > maxChars) throw limitExceeded(pointer, `a weight has at most ${maxChars} characters`);
    const r = parseRationalText(e.weight, pointer);
    if (r.num < 0n && !allowNegative) throw invalidInput(pointer, `negative weight ${e.weight}: shortest paths need weights of 0 or more`);
    return r;
  });
  let lcm = 1n;
  parsed.forEach((r, i) => {
    const den = r.den / gcd(r.num < 0n ? -r.num : r.num, r.den);
    lcm = (lcm / gcd(lcm, den)) * den;
    if (lcm.toString().length > maxLcmDigits) {
      throw limitExceeded(`/edges/${i}/weight`, `the weights' least common denominator has more than ${maxLcmDigits} digits`);
    }
  });
  return { weights: parsed.map((r) => (r.num * lcm) / r.den), denominator: lcm };
}

/** Adjacency by node index with weights; `reverse` follows edges from `to` to `from`. Self-loops dropped. */
export function weightedAdjacency(g: Graph, weights: readonly bigint[], reverse = false): WeightedAdjacency {
  const n = g.ids.length;
  const lists: [number, bigint][][] = Array.from({ length: n }, () => []);
  for (const e of g.edges) {
    if (e.from === e.to) continue;
    const w = weights[e.index]!;
    if (!reverse || !g.directed) lists[e.from]!.push([e.to, w]);
    if (reverse || !g.directed) lists[e.to]!.push([e.from, w]);
  }
  return lists.map((list) => {
    list.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    const to: number[] = [];
    const weight: bigint[] = [];
    for (const [v, w] of list) {
      if (to.length > 0 && to[to.length - 1] === v) continue; // the least weight came first
      to.push(v);
      weight.push(w);
    }
    return { to, weight };
  });
}

/** Dijkstra from `source` with a lazy-deletion binary heap of (distance, node); null when unreachable. */
export function dijkstra(adj: WeightedAdjacency, source: number): (bigint | null)[] {
  const dist: (bigint | null)[] = new Array<bigint | null>(adj.length).fill(null);
  const done = new Uint8Array(adj.length);
  const heapD: bigint[] = [];
  const heapV: number[] = [];
  const less = (i: number, j: number) => heapD[i]! < heapD[j]! || (heapD[i] === heapD[j] && heapV[i]! < heapV[j]!);
  const swap = (i: number, j: number) => {
    [heapD[i], heapD[j]] = [heapD[j]!, heapD[i]!];
    [heapV[i], heapV[j]] = [heapV[j]!, heapV[i]!];
  };
  const push = (d: bigint, v: number) => {
    heapD.push(d);
    heapV.push(v);
    let i = heapD.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(i, p)) break;
      swap(i, p);
      i = p;
    }
  };
  const pop = (): [bigint, number] => {
    const top: [bigint, number] = [heapD[0]!, heapV[0]!];
    const d = heapD.pop()!;
    const v = heapV.pop()!;
    if (heapD.length > 0) {
      heapD[0] = d;
      heapV[0] = v;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= heapD.length) break;
        const c = l + 1 < heapD.length && less(l + 1, l) ? l + 1 : l;
        if (!less(c, i)) break;
        swap(c, i);
        i = c;
      }
    }
    return top;
  };
  dist[source] = 0n;
  push(0n, source);
  while (heapD.length > 0) {
    const [d, u] = pop();
    if (done[u]) continue;
    done[u] = 1;
    const { to, weight } = adj[u]!;
    for (let k = 0; k < to.length; k++) {
      const v = to[k]!;
      const nd = d + weight[k]!;
      const old = dist[v];
      if (old === null || old === undefined || nd < old) {
        dist[v] = nd;
        push(nd, v);
      }
    }
  }
  return dist;
}
