import type { Input, Output } from '../../generated/tools/graphs/graph-validate.js';
import { limits } from '../../generated/tools/graphs/graph-validate.js';
import { ToolError } from '../lib/tool-error.js';
import { parseRationalText } from '../math/lib/rational.js';
import { checkSizes, sortIds } from './lib/graph.js';

type Problem = Output['problems'][number];

export default function graphValidate(input: Input): Output {
  checkSizes(input, limits);
  const directed = input.directed ?? true;
  const allowSelfLoops = input.allow_self_loops ?? false;
  const allowParallel = input.allow_parallel_edges ?? false;
  const problems: Problem[] = [];
  const index = new Map<string, number>();
  input.nodes.forEach((id, i) => {
    const first = index.get(id);
    if (first === undefined) index.set(id, i);
    else problems.push({ code: 'duplicate_node', pointer: `/nodes/${i}`, message: `node ${JSON.stringify(id)} is already listed at /nodes/${first}` });
  });
  const inDegree = new Map<string, number>();
  const outDegree = new Map<string, number>();
  const bump = (m: Map<string, number>, id: string) => {
    if (index.has(id)) m.set(id, (m.get(id) ?? 0) + 1);
  };
  const seenEdges = new Map<string, number>();
  input.edges.forEach((e, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!index.has(e[end])) problems.push({ code: 'unknown_endpoint', pointer: `/edges/${i}/${end}`, message: `${end} ${JSON.stringify(e[end])} is not among the nodes` });
    }
    if (e.from === e.to && !allowSelfLoops) problems.push({ code: 'self_loop', pointer: `/edges/${i}`, message: `edge from ${JSON.stringify(e.from)} to itself` });
    const [a, b] = directed || e.from <= e.to ? [e.from, e.to] : [e.to, e.from];
    const key = JSON.stringify([a, b]);
    const first = seenEdges.get(key);
    if (first === undefined) seenEdges.set(key, i);
    else if (!allowParallel) problems.push({ code: 'duplicate_edge', pointer: `/edges/${i}`, message: `repeats the edge at /edges/${first}` });
    if (e.weight !== undefined) {
      try {
        parseRationalText(e.weight, `/edges/${i}/weight`);
      } catch (err) {
        if (!(err instanceof ToolError)) throw err;
        problems.push({ code: 'invalid_weight', pointer: `/edges/${i}/weight`, message: 'the weight has a zero denominator' });
      }
    }
    bump(outDegree, e.from);
    bump(inDegree, e.to);
    if (!directed) {
      bump(outDegree, e.to);
      bump(inDegree, e.from);
    }
  });
  const ids = sortIds([...index.keys()]);
  const degrees: Output['degrees'] = [];
  const sources: string[] = [];
  const sinks: string[] = [];
  const isolated: string[] = [];
  for (const id of ids) {
    const inD = inDegree.get(id) ?? 0;
    const outD = outDegree.get(id) ?? 0;
    const degree = directed ? inD + outD : inD;
    degrees.push({ id, in_degree: inD, out_degree: outD, degree });
    if (degree === 0) isolated.push(id);
    else if (directed && inD === 0) sources.push(id);
    else if (directed && outD === 0) sinks.push(id);
  }
  return { valid: problems.length === 0, node_count: ids.length, edge_count: input.edges.length, problems, degrees, sources, sinks, isolated };
}
