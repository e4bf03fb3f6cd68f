import type { Input, Output } from '../../generated/tools/graphs/graph-reachability.js';
import { limits } from '../../generated/tools/graphs/graph-reachability.js';
import { invalidInput } from '../lib/tool-error.js';
import { adjacency, buildGraph } from './lib/graph.js';

export default function graphReachability(input: Input): Output {
  const g = buildGraph(input, limits, { extra: [['/sources', input.sources]] });
  const { out, inn } = adjacency(g, { dropSelfLoops: true });
  const next = (input.direction ?? 'forward') === 'forward' ? out : inn;
  const maxDepth = input.max_depth ?? null;
  const depth = new Int32Array(g.ids.length).fill(-1);
  let frontier: number[] = [];
  input.sources.forEach((id, i) => {
    const v = g.index.get(id);
    if (v === undefined) throw invalidInput(`/sources/${i}`, `source ${JSON.stringify(id)} is not a node of the graph`);
    if (depth[v] === -1) {
      depth[v] = 0;
      frontier.push(v);
    }
  });
  const reached: Output['reached'] = [];
  for (let d = 0; frontier.length > 0; d++) {
    frontier.sort((a, b) => a - b);
    for (const v of frontier) reached.push({ id: g.ids[v]!, depth: d });
    if (maxDepth !== null && d >= maxDepth) break;
    const following: number[] = [];
    for (const v of frontier) {
      for (const w of next[v]!) {
        if (depth[w] === -1) {
          depth[w] = d + 1;
          following.push(w);
        }
      }
    }
    frontier = following;
  }
  return { count: reached.length, reached };
}
