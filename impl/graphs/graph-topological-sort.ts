import type { Input, Output } from '../../generated/tools/graphs/graph-topological-sort.js';
import { limits } from '../../generated/tools/graphs/graph-topological-sort.js';
import { adjacency, buildGraph, cycleError, topologicalOrder } from './lib/graph.js';

export default function graphTopologicalSort(input: Input): Output {
  const g = buildGraph(input, limits, { directed: true });
  const { out, inn } = adjacency(g);
  const result = topologicalOrder(out, inn);
  if ('cycle' in result) throw cycleError(g, result.cycle);
  return { order: result.order.map((v) => g.ids[v]!) };
}
