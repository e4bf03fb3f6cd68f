import type { Input, Output } from '../../generated/tools/graphs/graph-connected-components.js';
import { limits } from '../../generated/tools/graphs/graph-connected-components.js';
import { adjacency, buildGraph } from './lib/graph.js';

export default function graphConnectedComponents(input: Input): Output {
  // Weak components of a directed graph are the components of the same graph read undirected.
  const g = buildGraph(input, limits, { directed: false });
  const { out } = adjacency(g, { dropSelfLoops: true });
  const seen = new Uint8Array(g.ids.length);
  const components: Output['components'] = [];
  // Starting from each unseen node in index order lists components by their smallest member.
  for (let s = 0; s < g.ids.length; s++) {
    if (seen[s]) continue;
    seen[s] = 1;
    const members = [s];
    for (let k = 0; k < members.length; k++) {
      for (const w of out[members[k]!]!) {
        if (!seen[w]) {
          seen[w] = 1;
          members.push(w);
        }
      }
    }
    members.sort((a, b) => a - b);
    components.push(members.map((v) => g.ids[v]!) as Output['components'][number]);
  }
  return { count: components.length, connected: components.length === 1, components };
}
