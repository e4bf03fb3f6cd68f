import type { Input, Output } from '../../generated/tools/graphs/graph-max-flow.js';
import { limits } from '../../generated/tools/graphs/graph-max-flow.js';
import { invalidInput } from '../lib/tool-error.js';
import { buildGraph } from './lib/graph.js';
import { scaleWeights, unscale, weightError } from './lib/flows.js';

export default function graphMaxFlow(input: Input): Output {
  const g = buildGraph(input, limits, { extra: [['/source', [input.source]], ['/sink', [input.sink]]] });
  const s = g.index.get(input.source);
  const t = g.index.get(input.sink);
  if (s === undefined) throw invalidInput('/source', `source ${JSON.stringify(input.source)} is not a node of the graph`);
  if (t === undefined) throw invalidInput('/sink', `sink ${JSON.stringify(input.sink)} is not a node of the graph`);
  if (s === t) throw invalidInput('/sink', 'the sink is the source');
  input.edges.forEach((e, i) => {
    if (e.weight === undefined) throw invalidInput(`/edges/${i}`, 'every edge needs a capacity (weight)');
  });
  const { scaled, scale } = scaleWeights(input.edges, limits, null, 'capacity');
  const caps = scaled as bigint[];
  caps.forEach((c, i) => {
    if (c < 0n) throw weightError(i, 'a capacity is not negative');
  });

  const n = g.ids.length;
  // Rule 2: parallel edges add up, self-loops carry nothing; flow[u][v] is skew-symmetric net flow.
  const cap: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const flow: bigint[][] = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  const linked: Uint8Array[] = Array.from({ length: n }, () => new Uint8Array(n));
  for (const e of g.edges) {
    if (e.from === e.to) continue;
    cap[e.from]![e.to]! += caps[e.index]!;
    linked[e.from]![e.to] = 1;
    linked[e.to]![e.from] = 1;
  }
  // Neighbours in index order, which is code point order of the ids.
  const nbrs: number[][] = linked.map((row) => {
    const list: number[] = [];
    for (let v = 0; v < n; v++) if (row[v]) list.push(v);
    return list;
  });
  const parent = new Int32Array(n);
  const queue = new Int32Array(n);
  /** BFS in the residual graph from s; returns how many nodes it reached (queue[0..k)). */
  const search = (): number => {
    parent.fill(-1);
    parent[s] = s;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const u = queue[head++]!;
      for (const v of nbrs[u]!) {
        if (parent[v] !== -1 || cap[u]![v]! - flow[u]![v]! <= 0n) continue;
        parent[v] = u;
        queue[tail++] = v;
        if (v === t) return tail;
      }
    }
    return tail;
  };
  let value = 0n;
  for (;;) {
    const reached = search();
    if (parent[t] === -1) {
      // Rule 4: the source side is what the last search reached.
      const inS = new Uint8Array(n);
      for (let k = 0; k < reached; k++) inS[queue[k]!] = 1;
      return output(inS);
    }
    let bottleneck: bigint | null = null;
    for (let v = t; v !== s; v = parent[v]!) {
      const u = parent[v]!;
      const r = cap[u]![v]! - flow[u]![v]!;
      if (bottleneck === null || r < bottleneck) bottleneck = r;
    }
    for (let v = t; v !== s; v = parent[v]!) {
      const u = parent[v]!;
      flow[u]![v]! += bottleneck!;
      flow[v]![u]! -= bottleneck!;
    }
    value += bottleneck!;
  }

  function output(inS: Uint8Array): Output {
    // Rule 3: the net flow of a pair fills its edges in that direction in input order.
    const left = flow.map((row) => row.map((f) => (f > 0n ? f : 0n)));
    const flows: Output['flows'] = g.edges.map((e) => {
      let f = 0n;
      if (e.from !== e.to) {
        const c = caps[e.index]!;
        const rest = left[e.from]![e.to]!;
        f = rest < c ? rest : c;
        left[e.from]![e.to] = rest - f;
      }
      return { from: g.ids[e.from]!, to: g.ids[e.to]!, capacity: unscale(caps[e.index]!, scale), flow: unscale(f, scale), index: e.index };
    });
    const sourceSide: string[] = [];
    for (let v = 0; v < n; v++) if (inS[v]) sourceSide.push(g.ids[v]!);
    const cutEdges = g.edges
      .filter((e) => inS[e.from] && !inS[e.to])
      .map((e) => ({ from: g.ids[e.from]!, to: g.ids[e.to]!, capacity: unscale(caps[e.index]!, scale), index: e.index }));
    return { value: unscale(value, scale), flows, source_side: sourceSide, cut_edges: cutEdges };
  }
}
