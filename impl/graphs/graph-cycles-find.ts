import type { Input, Output } from '../../generated/tools/graphs/graph-cycles-find.js';
import { limits } from '../../generated/tools/graphs/graph-cycles-find.js';
import { adjacency, buildGraph } from './lib/graph.js';
import { elementaryCycles, stronglyConnected } from './lib/cycles.js';

export default function graphCyclesFind(input: Input): Output {
  const g = buildGraph(input, limits, { directed: true });
  const { out } = adjacency(g);
  const cyclic = stronglyConnected(out).cyclic.some((c) => c);
  const maxCycles = Math.min(input.max_cycles ?? 100, limits.max_cycles);
  const found = cyclic ? elementaryCycles(out, maxCycles, limits.max_work_steps, { of: (v) => JSON.stringify(g.ids[v]!).length + 1, max: limits.max_output_chars }) : { cycles: [], truncated: false };
  const cycles = found.cycles.map((c) => c.map((v) => g.ids[v]!) as [string, ...string[]]);
  return { cyclic, count: cycles.length, truncated: found.truncated, cycles };
}
