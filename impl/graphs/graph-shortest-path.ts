import type { Input, Output } from '../../generated/tools/graphs/graph-shortest-path.js';
import { limits } from '../../generated/tools/graphs/graph-shortest-path.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { formatRationalText } from '../math/lib/rational.js';
import { buildGraph } from './lib/graph.js';
import { dijkstra, scaleWeights, weightedAdjacency } from './lib/paths.js';

/**
 * Dijkstra from `from` (distances ds) and from `to` over reversed edges (dt) give the cost D and the
 * tight edges, those on some shortest path: ds[u] + w = ds[v] and ds[v] + dt[v] = D. Every simple path
 * of tight edges from `from` to `to` costs D and every shortest path is one, so the lexicographically
 * smallest shortest path is built greedily: from the last node, step to the smallest tight neighbour
 * not yet on the path from which `to` can still be reached by tight edges avoiding the path. A neighbour
 * over a positive edge always can (distances from `from` only grow past the path); over a zero edge a
 * search decides, and the nodes a failed search saw are dead for good (the path only grows). The
 * route a successful search found is kept: a candidate on it needs no new search, so a zero-weight
 * chain is walked in linear time.
 */
export default function graphShortestPath(input: Input): Output {
  const g = buildGraph(input, limits, { extra: [['/from', [input.from]], ['/to', [input.to]]] });
  const s = g.index.get(input.from);
  if (s === undefined) throw invalidInput('/from', `node ${JSON.stringify(input.from)} is not a node of the graph`);
  const t = g.index.get(input.to);
  if (t === undefined) throw invalidInput('/to', `node ${JSON.stringify(input.to)} is not a node of the graph`);
  const hops = (input.metric ?? 'weight') === 'hops';
  const { weights, denominator } = hops
    ? { weights: input.edges.map(() => 1n), denominator: 1n }
    : scaleWeights(input.edges, limits.max_weight_chars, limits.max_weight_denominator_lcm_digits);
  const out = weightedAdjacency(g, weights);
  const ds = dijkstra(out, s);
  const D = ds[t];
  if (D === null || D === undefined) return { reachable: false, cost: null, hops: null, path: null };
  const dt = dijkstra(weightedAdjacency(g, weights, true), t);
  const n = g.ids.length;
  const onTight = (v: number) => ds[v] !== null && dt[v] !== null && ds[v]! + dt[v]! === D;
  // Each adjacency entry classified once (the only big-integer work after Dijkstra): 0 not tight,
  // 1 tight of weight zero, 2 tight of positive weight.
  const kind = out.map(({ to, weight }, u) => {
    const k = new Uint8Array(to.length);
    if (onTight(u)) {
      for (let j = 0; j < to.length; j++) {
        const v = to[j]!;
        if (ds[u]! + weight[j]! === ds[v] && onTight(v)) k[j] = weight[j]! > 0n ? 2 : 1;
      }
    }
    return k;
  });
  const onPath = new Uint8Array(n);
  const dead = new Uint8Array(n);
  const seen = new Int32Array(n);
  const parent = new Int32Array(n);
  let stamp = 0;
  let steps = 0;
  // The route last found by a search, from the current node to an escape, avoiding the path: a
  // candidate on it is reachable-to-`to` without a new search (its suffix still avoids the path).
  let route: number[] = [];
  let routeAt = 0;
  const routePos = new Map<number, number>();
  // Can `to` be reached from v (over a zero-weight tight edge) by tight edges avoiding the path? On
  // success the route found is kept; on failure every node seen is dead.
  const feasible = (v: number): boolean => {
    stamp++;
    const stack = [v];
    const visited = [v];
    seen[v] = stamp;
    parent[v] = -1;
    const success = (x: number, y: number): boolean => {
      const found: number[] = y === -1 ? [] : [y];
      for (let z = x; z !== -1; z = parent[z]!) found.push(z);
      found.reverse();
      route = found;
      routeAt = 0;
      routePos.clear();
      found.forEach((z, i) => routePos.set(z, i));
      return true;
    };
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (x === t) return success(x, -1);
      const to: number[] = out[x]!.to;
      const k = kind[x]!;
      for (let j = 0; j < to.length; j++) {
        if (++steps > limits.max_tie_break_steps) {
          throw limitExceeded('', `choosing among equal-cost paths over zero-weight edges takes more than ${limits.max_tie_break_steps} steps`);
        }
        const y = to[j]!;
        if (k[j] === 0 || seen[y] === stamp || onPath[y] || dead[y]) continue;
        if (k[j] === 2) return success(x, y); // past the plateau, nothing on the path can be reached
        seen[y] = stamp;
        parent[y] = x;
        stack.push(y);
        visited.push(y);
      }
    }
    for (const x of visited) dead[x] = 1;
    return false;
  };
  const onRoute = (v: number) => {
    const i = routePos.get(v);
    return i !== undefined && i > routeAt && route[i] === v;
  };
  const path = [s];
  onPath[s] = 1;
  let u = s;
  while (u !== t) {
    const to = out[u]!.to;
    const k = kind[u]!;
    let next = -1;
    for (let j = 0; j < to.length && next < 0; j++) {
      const v = to[j]!;
      if (k[j] === 0 || onPath[v] || dead[v]) continue;
      if (k[j] === 2 || onRoute(v) || feasible(v)) next = v;
    }
    const i = routePos.get(next);
    if (i !== undefined && i >= routeAt) routeAt = i;
    else {
      route = [];
      routeAt = 0;
      routePos.clear();
    }
    path.push(next);
    onPath[next] = 1;
    u = next;
  }
  return { reachable: true, cost: formatRationalText({ num: D, den: denominator }), hops: path.length - 1, path: path.map((v) => g.ids[v]!) };
}
