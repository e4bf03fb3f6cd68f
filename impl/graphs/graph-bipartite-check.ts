import type { Input, Output } from '../../generated/tools/graphs/graph-bipartite-check.js';
import { limits } from '../../generated/tools/graphs/graph-bipartite-check.js';
import { adjacency, buildGraph } from './lib/graph.js';

export default function graphBipartiteCheck(input: Input): Output {
  const g = buildGraph(input, limits, { directed: false });
  const { out } = adjacency(g); // ascending neighbours, parallel edges once, self-loops kept
  const n = g.ids.length;
  const side = new Int8Array(n).fill(-1); // 0 = A, 1 = B
  const parent = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    if (side[s] !== -1) continue;
    side[s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const u = queue[head++]!;
      for (const w of out[u]!) {
        if (side[w] === -1) {
          side[w] = 1 - side[u]!;
          parent[w] = u;
          queue[tail++] = w;
        } else if (side[w] === side[u]) {
          return { bipartite: false, side_a: null, side_b: null, odd_cycle: oddCycle(u, w, parent).map((v) => g.ids[v]!) };
        }
      }
    }
  }
  const sideA: string[] = [];
  const sideB: string[] = [];
  for (let v = 0; v < n; v++) (side[v] === 0 ? sideA : sideB).push(g.ids[v]!);
  return { bipartite: true, side_a: sideA, side_b: sideB, odd_cycle: null };
}

/** Rule 4: u and w are on the same side, so at the same BFS depth; climb both to their first common node. */
function oddCycle(u: number, w: number, parent: Int32Array): number[] {
  const up: number[] = [u];
  const down: number[] = [];
  let x = u;
  let y = w;
  while (x !== y) {
    down.push(y);
    x = parent[x]!;
    y = parent[y]!;
    up.push(x);
  }
  // up = u ... c, down = w ... (the node before c on w's side).
  const cycle = [...up.reverse(), ...down];
  if (cycle.length === 1) return cycle;
  let m = 0;
  for (let i = 1; i < cycle.length; i++) if (cycle[i]! < cycle[m]!) m = i;
  const rotated = [...cycle.slice(m), ...cycle.slice(0, m)];
  // Read toward the smaller of the two neighbours of the smallest node.
  if (rotated[rotated.length - 1]! < rotated[1]!) return [rotated[0]!, ...rotated.slice(1).reverse()];
  return rotated;
}
