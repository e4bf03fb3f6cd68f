import type { Input, Output } from '../../generated/tools/graphs/graph-transitive-reduction.js';
import { limits } from '../../generated/tools/graphs/graph-transitive-reduction.js';
import { adjacency, buildGraph, cycleError, topologicalOrder } from './lib/graph.js';
import { transitiveReduction } from './lib/cycles.js';
import { limitExceeded } from '../lib/tool-error.js';

export default function graphTransitiveReduction(input: Input): Output {
  const g = buildGraph(input, limits, { directed: true });
  const { out, inn } = adjacency(g);
  const result = topologicalOrder(out, inn);
  if ('cycle' in result) throw cycleError(g, result.cycle);
  const { keep, drop } = transitiveReduction(out, result.order);
  // The result's size, counted before it is built: per node its JSON length plus 1, per listed pair
  // the JSON lengths of both ids plus 16 ({"from":,"to":} and a comma).
  const chars = g.ids.map((id) => JSON.stringify(id).length);
  let size = 0;
  for (const c of chars) size += c + 1;
  for (const lists of [keep, drop]) lists.forEach((heads, u) => {
    for (const v of heads) size += chars[u]! + chars[v]! + 16;
  });
  if (size > limits.max_output_chars) throw limitExceeded('', `the result would take more than ${limits.max_output_chars} characters`);
  const pairs = (lists: number[][]) => lists.flatMap((heads, u) => heads.map((v) => ({ from: g.ids[u]!, to: g.ids[v]! })));
  const edges = pairs(keep);
  const removed = pairs(drop);
  return { nodes: g.ids, edges, removed };
}
