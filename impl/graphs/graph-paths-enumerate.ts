import type { Input, Output } from '../../generated/tools/graphs/graph-paths-enumerate.js';
import { limits } from '../../generated/tools/graphs/graph-paths-enumerate.js';
import { invalidInput } from '../lib/tool-error.js';
import { adjacency, buildGraph } from './lib/graph.js';

/**
 * Depth-first search from `from` trying neighbours in ascending index (code point) order, so simple
 * paths come out in lexicographic order of their id sequences; neighbours that cannot reach `to` at
 * all (one reverse breadth-first search) are never entered. Stops at max_paths, at the output bound
 * or at the step budget, and says which.
 */
export default function graphPathsEnumerate(input: Input): Output {
  const g = buildGraph(input, limits, { extra: [['/from', [input.from]], ['/to', [input.to]]] });
  const s = g.index.get(input.from);
  if (s === undefined) throw invalidInput('/from', `node ${JSON.stringify(input.from)} is not a node of the graph`);
  const t = g.index.get(input.to);
  if (t === undefined) throw invalidInput('/to', `node ${JSON.stringify(input.to)} is not a node of the graph`);
  const maxPaths = input.max_paths ?? limits.default_max_paths;
  const maxLength = input.max_length ?? null;
  const { out, inn } = adjacency(g, { dropSelfLoops: true });
  const n = g.ids.length;
  const reaches = new Uint8Array(n);
  reaches[t] = 1;
  const queue = [t];
  for (let q = 0; q < queue.length; q++) for (const u of inn[queue[q]!]!) if (!reaches[u]) { reaches[u] = 1; queue.push(u); }
  const paths: string[][] = [];
  let ids = 0;
  let steps = 0;
  let truncated: Output['truncated_by'] = null;
  if (s === t) {
    paths.push([g.ids[s]!]);
  } else if (reaches[s]) {
    const onPath = new Uint8Array(n);
    const path = [s];
    const cursor = [0];
    onPath[s] = 1;
    while (path.length > 0 && truncated === null) {
      const u = path[path.length - 1]!;
      const next = out[u]!;
      const i = cursor[cursor.length - 1]!;
      if (++steps > limits.max_search_steps) { truncated = 'max_search_steps'; break; }
      if (i >= next.length || (maxLength !== null && path.length - 1 >= maxLength)) {
        path.pop();
        cursor.pop();
        onPath[u] = 0;
        continue;
      }
      cursor[cursor.length - 1] = i + 1;
      const v = next[i]!;
      if (onPath[v] || !reaches[v]) continue;
      if (v === t) {
        if (paths.length >= maxPaths) { truncated = 'max_paths'; break; }
        if (ids + path.length + 1 > limits.max_output_ids) { truncated = 'max_output_ids'; break; }
        ids += path.length + 1;
        paths.push([...path, v].map((x) => g.ids[x]!));
        continue;
      }
      path.push(v);
      cursor.push(0);
      onPath[v] = 1;
    }
  }
  return { count: paths.length, paths, truncated: truncated !== null, truncated_by: truncated };
}
