import type { Input, Output } from '../../generated/tools/graphs/graph-strongly-connected-components.js';
import { limits } from '../../generated/tools/graphs/graph-strongly-connected-components.js';
import { stronglyConnected } from './lib/cycles.js';
import { adjacency, buildGraph } from './lib/graph.js';

export default function graphStronglyConnectedComponents(input: Input): Output {
  const g = buildGraph(input, limits, { directed: true });
  const { out } = adjacency(g);
  const { comp: componentOf, cyclic } = stronglyConnected(out);
  const count = cyclic.length;
  // Renumber components by smallest member: nodes in index order meet each one first at its minimum.
  const rank = new Int32Array(count).fill(-1);
  const members: number[][] = [];
  for (let v = 0; v < g.ids.length; v++) {
    const c = componentOf[v]!;
    if (rank[c] === -1) {
      rank[c] = members.length;
      members.push([]);
    }
    members[rank[c]!]!.push(v);
  }
  const pairs = new Set<number>();
  const condensation: [number, number][] = [];
  for (let v = 0; v < g.ids.length; v++) {
    const a = rank[componentOf[v]!]!;
    for (const w of out[v]!) {
      const b = rank[componentOf[w]!]!;
      if (a === b) continue;
      const key = a * members.length + b;
      if (pairs.has(key)) continue;
      pairs.add(key);
      condensation.push([a, b]);
    }
  }
  condensation.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const name = (c: number) => g.ids[members[c]![0]!]!;
  return {
    count: members.length,
    components: members.map((m) => m.map((v) => g.ids[v]!) as Output['components'][number]),
    condensation_edges: condensation.map(([a, b]) => ({ from: name(a), to: name(b) })),
  };
}
