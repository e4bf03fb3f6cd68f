import type { Input, Output } from '../../generated/tools/graphs/graph-strongly-connected-components.js';
import { limits } from '../../generated/tools/graphs/graph-strongly-connected-components.js';
import { adjacency, buildGraph } from './lib/graph.js';

/** Tarjan's algorithm with an explicit stack (no recursion): component number of every node. */
function tarjan(out: number[][]): { componentOf: Int32Array; count: number } {
  const n = out.length;
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const componentOf = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  const callNode: number[] = [];
  const callEdge: number[] = [];
  let next = 0;
  let count = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = 1;
    callNode.push(root);
    callEdge.push(0);
    while (callNode.length > 0) {
      const top = callNode.length - 1;
      const v = callNode[top]!;
      const i = callEdge[top]!;
      if (i < out[v]!.length) {
        callEdge[top] = i + 1;
        const w = out[v]![i]!;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack.push(w);
          onStack[w] = 1;
          callNode.push(w);
          callEdge.push(0);
        } else if (onStack[w] && index[w]! < low[v]!) {
          low[v] = index[w]!;
        }
        continue;
      }
      callNode.pop();
      callEdge.pop();
      if (low[v] === index[v]) {
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          componentOf[w] = count;
        } while (w !== v);
        count++;
      }
      if (callNode.length > 0) {
        const parent = callNode[callNode.length - 1]!;
        if (low[v]! < low[parent]!) low[parent] = low[v]!;
      }
    }
  }
  return { componentOf, count };
}

export default function graphStronglyConnectedComponents(input: Input): Output {
  const g = buildGraph(input, limits, { directed: true });
  const { out } = adjacency(g);
  const { componentOf, count } = tarjan(out);
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
