import type { Input, Output } from '../../generated/tools/graphs/graph-topological-levels.js';
import { limits } from '../../generated/tools/graphs/graph-topological-levels.js';
import { adjacency, buildGraph, cycleError, topologicalOrder } from './lib/graph.js';

export default function graphTopologicalLevels(input: Input): Output {
  const g = buildGraph(input, limits, { directed: true });
  const { out, inn } = adjacency(g);
  const result = topologicalOrder(out, inn);
  if ('cycle' in result) throw cycleError(g, result.cycle);
  // In topological order every predecessor's level is final before its successors are read.
  const level = new Array<number>(g.ids.length).fill(1);
  const levels: number[][] = [];
  for (const v of result.order) {
    for (const w of out[v]!) if (level[w]! < level[v]! + 1) level[w] = level[v]! + 1;
  }
  // Nodes by ascending index (code point order of ids) land in their level already sorted.
  for (let v = 0; v < g.ids.length; v++) (levels[level[v]! - 1] ??= []).push(v);
  return { level_count: levels.length, levels: levels.map((nodes, i) => ({ level: i + 1, nodes: nodes.map((v) => g.ids[v]!) as Output['levels'][number]['nodes'] })) };
}
