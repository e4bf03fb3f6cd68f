// Size checks for a tool that takes two graphs under named pointers (graph-diff: /before and /after).
// checkSizes in graph.ts hardcodes the pointers /nodes and /edges of a single graph; this applies the
// same checks, in the same order, to several graphs at once, with the byte limit over all of them.
// (A candidate for graph.ts as an option of checkSizes.)
import { codePointLength } from '../../lib/code-point-length.js';
import { invalidInput, limitExceeded } from '../../lib/tool-error.js';
import type { EdgeInput, GraphLimits } from './graph.js';

export type NamedGraph = { pointer: string; nodes?: string[]; edges: EdgeInput[] };

/**
 * In order: each graph's list sizes (max_nodes, max_edges), all ids of all graphs together
 * (max_total_id_bytes), each id's length in code points (max_id_chars), then per graph a repeated
 * listed id and the listed plus implied nodes (max_nodes). Returns each graph's node ids, unsorted.
 */
export function checkGraphs(graphs: NamedGraph[], limits: GraphLimits): Set<string>[] {
  for (const g of graphs) {
    if ((g.nodes ?? []).length > limits.max_nodes) throw limitExceeded(`${g.pointer}/nodes`, `more than ${limits.max_nodes} nodes`);
    if (g.edges.length > limits.max_edges) throw limitExceeded(`${g.pointer}/edges`, `more than ${limits.max_edges} edges`);
  }
  let bytes = 0;
  for (const g of graphs) {
    for (const id of g.nodes ?? []) bytes += Buffer.byteLength(id, 'utf8');
    for (const e of g.edges) bytes += Buffer.byteLength(e.from, 'utf8') + Buffer.byteLength(e.to, 'utf8');
  }
  if (bytes > limits.max_total_id_bytes) {
    throw limitExceeded('', `the ids of the input take more than ${limits.max_total_id_bytes} bytes of UTF-8 together`);
  }
  const tooLong = (id: string) => id.length > limits.max_id_chars && codePointLength(id) > limits.max_id_chars;
  const message = `an id has at most ${limits.max_id_chars} code points`;
  for (const g of graphs) {
    (g.nodes ?? []).forEach((id, i) => {
      if (tooLong(id)) throw invalidInput(`${g.pointer}/nodes/${i}`, message);
    });
    g.edges.forEach((e, i) => {
      if (tooLong(e.from)) throw invalidInput(`${g.pointer}/edges/${i}/from`, message);
      if (tooLong(e.to)) throw invalidInput(`${g.pointer}/edges/${i}/to`, message);
    });
  }
  return graphs.map((g) => {
    const seen = new Set<string>();
    const nodes = g.nodes ?? [];
    for (let i = 0; i < nodes.length; i++) {
      if (seen.has(nodes[i]!)) throw invalidInput(`${g.pointer}/nodes/${i}`, `node ${JSON.stringify(nodes[i])} is listed twice`);
      seen.add(nodes[i]!);
    }
    for (let i = 0; i < g.edges.length; i++) {
      seen.add(g.edges[i]!.from);
      seen.add(g.edges[i]!.to);
      if (seen.size > limits.max_nodes) {
        throw limitExceeded(`${g.pointer}/edges/${i}`, `the listed nodes and the edges' endpoints are more than ${limits.max_nodes} nodes`);
      }
    }
    return seen;
  });
}
