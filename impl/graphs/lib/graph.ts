// The shared graph model of the graphs tools (contracts/schemas/graph-*.yaml, fragment {{graph-model}}).
//
// A graph arrives as `nodes` (a list of string ids, optional in the algorithm tools), `edges`
// ({from, to, weight?}) and `directed` (default true). Every endpoint of an edge is a node (nodes may
// be implied by edges); the node list adds isolated nodes and must not repeat an id. Nodes are
// numbered 0..n-1 in code point order of their ids, so every tool that walks them in index order is
// in code point order, and ids such as "__proto__", "constructor" or "1" are ordinary data (Map,
// never plain objects keyed by id). Sizes are checked before any work.
import { codePointLength } from '../../lib/code-point-length.js';
import { ToolError, invalidInput, limitExceeded } from '../../lib/tool-error.js';

export type EdgeInput = { from: string; to: string; weight?: string };
export type GraphInput = { nodes?: string[]; edges: EdgeInput[]; directed?: boolean };
export type GraphLimits = { max_nodes: number; max_edges: number; max_id_chars: number; max_total_id_bytes: number };

/** One edge by node indexes; `index` is its position in the input's `edges`. */
export type Edge = { from: number; to: number; index: number };

export type Graph = {
  /** Node ids in code point order; a node's index is its position here. */
  ids: string[];
  index: Map<string, number>;
  directed: boolean;
  /** Edges in input order (parallel edges and self-loops kept; each tool states its policy). */
  edges: Edge[];
};

const HIGH_UNIT = /[\uD800-\uFFFF]/;

/**
 * Sorts distinct ids in code point order in O(n log n) builtin comparisons. Native `<` compares UTF-16
 * code units, which differs from code point order only when the first differing units are both at or
 * above U+D800, so it is exact whenever one of the two ids has no such unit; two ids that both have
 * one are compared as UTF-8 bytes, whose order is code point order (the runtime has refused lone
 * surrogates). compareCodePoints gives the same order one unit at a time. (A candidate for
 * impl/lib/code-point-order.ts.)
 */
export function sortIds(ids: string[]): string[] {
  const utf8 = new Map<string, Buffer>();
  for (const id of ids) if (HIGH_UNIT.test(id)) utf8.set(id, Buffer.from(id, 'utf8'));
  const native = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  if (utf8.size === 0) return ids.sort(native);
  return ids.sort((a, b) => {
    const x = utf8.get(a);
    const y = utf8.get(b);
    return x !== undefined && y !== undefined ? Buffer.compare(x, y) : native(a, b);
  });
}

/**
 * The checks before any work, in this order: list sizes (max_nodes, max_edges), the UTF-8 bytes of
 * all ids together (max_total_id_bytes, so no input is long to hash or sort), then each id's length
 * in code points (max_id_chars; checked here, not in the schema, so the validator does not count the
 * code points of a maximal input). `extra` are further id lists of a tool, such as `sources`.
 */
export function checkSizes(input: GraphInput, limits: GraphLimits, extra: [string, string[]][] = []): void {
  const nodes = input.nodes ?? [];
  if (nodes.length > limits.max_nodes) throw limitExceeded('/nodes', `more than ${limits.max_nodes} nodes`);
  if (input.edges.length > limits.max_edges) throw limitExceeded('/edges', `more than ${limits.max_edges} edges`);
  const lists: [string, string[]][] = [['/nodes', nodes], ...extra];
  let bytes = 0;
  for (const [, ids] of lists) for (const id of ids) bytes += Buffer.byteLength(id, 'utf8');
  for (const e of input.edges) bytes += Buffer.byteLength(e.from, 'utf8') + Buffer.byteLength(e.to, 'utf8');
  if (bytes > limits.max_total_id_bytes) {
    throw limitExceeded('', `the ids of the input take more than ${limits.max_total_id_bytes} bytes of UTF-8 together`);
  }
  const tooLong = (id: string) => id.length > limits.max_id_chars && codePointLength(id) > limits.max_id_chars;
  const message = `an id has at most ${limits.max_id_chars} code points`;
  for (const [pointer, ids] of lists) ids.forEach((id, i) => {
    if (tooLong(id)) throw invalidInput(`${pointer}/${i}`, message);
  });
  input.edges.forEach((e, i) => {
    if (tooLong(e.from)) throw invalidInput(`/edges/${i}/from`, message);
    if (tooLong(e.to)) throw invalidInput(`/edges/${i}/to`, message);
  });
}

/** Rejects an id that the node list repeats (invalid_input at the second occurrence). */
function checkDistinctNodes(nodes: string[]): void {
  const seen = new Set<string>();
  for (let i = 0; i < nodes.length; i++) {
    const id = nodes[i]!;
    if (seen.has(id)) throw invalidInput(`/nodes/${i}`, `node ${JSON.stringify(id)} is listed twice`);
    seen.add(id);
  }
}

/**
 * Builds the graph of the algorithm tools: nodes listed plus nodes implied by edges, at most
 * limits.max_nodes of them (limit_exceeded at /edges when the implied ones pass it).
 */
export function buildGraph(input: GraphInput, limits: GraphLimits, options: { directed?: boolean; extra?: [string, string[]][] } = {}): Graph {
  checkSizes(input, limits, options.extra);
  const listed = input.nodes ?? [];
  checkDistinctNodes(listed);
  const seen = new Set<string>(listed);
  for (let i = 0; i < input.edges.length; i++) {
    const e = input.edges[i]!;
    seen.add(e.from);
    seen.add(e.to);
    if (seen.size > limits.max_nodes) {
      throw limitExceeded(`/edges/${i}`, `the listed nodes and the edges' endpoints are more than ${limits.max_nodes} nodes`);
    }
  }
  const ids = sortIds([...seen]);
  const index = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) index.set(ids[i]!, i);
  const edges: Edge[] = input.edges.map((e, i) => ({ from: index.get(e.from)!, to: index.get(e.to)!, index: i }));
  return { ids, index, directed: options.directed ?? input.directed ?? true, edges };
}

/**
 * Adjacency lists by node index, each ascending and without repeats (parallel edges collapse).
 * `out[v]` are the heads of v's edges, `inn[v]` their tails; for an undirected graph both hold
 * every neighbour. Self-loops are kept unless `dropSelfLoops`.
 */
export function adjacency(g: Graph, options: { dropSelfLoops?: boolean } = {}): { out: number[][]; inn: number[][] } {
  const n = g.ids.length;
  const out: number[][] = Array.from({ length: n }, () => []);
  const inn: number[][] = Array.from({ length: n }, () => []);
  for (const e of g.edges) {
    if (options.dropSelfLoops && e.from === e.to) continue;
    out[e.from]!.push(e.to);
    inn[e.to]!.push(e.from);
    if (!g.directed) {
      out[e.to]!.push(e.from);
      inn[e.from]!.push(e.to);
    }
  }
  return { out: out.map(sortUnique), inn: inn.map(sortUnique) };
}

function sortUnique(list: number[]): number[] {
  if (list.length < 2) return list;
  list.sort((a, b) => a - b);
  let k = 1;
  for (let i = 1; i < list.length; i++) if (list[i] !== list[k - 1]) list[k++] = list[i]!;
  list.length = k;
  return list;
}

/** A binary min-heap of node indexes (index order is code point order of the ids). */
export class MinHeap {
  private readonly a: number[] = [];
  get size(): number {
    return this.a.length;
  }
  push(v: number): void {
    const a = this.a;
    let i = a.length;
    a.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]! <= v) break;
      a[i] = a[p]!;
      i = p;
    }
    a[i] = v;
  }
  pop(): number {
    const a = this.a;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= a.length) break;
        const c = l + 1 < a.length && a[l + 1]! < a[l]! ? l + 1 : l;
        if (a[c]! >= last) break;
        a[i] = a[c]!;
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}

export type TopologicalResult = { order: number[] } | { cycle: number[] };

/**
 * Kahn's algorithm with a min-heap over `out` (ascending, no repeats): among the ready nodes the
 * smallest index goes first. When nodes are left over, one cycle among them: start at the smallest
 * node left, walk to the smallest predecessor still left until a node repeats; the loop found is
 * given in edge direction, rotated to start at its smallest node.
 */
export function topologicalOrder(out: number[][], inn: number[][]): TopologicalResult {
  const n = out.length;
  const indeg = inn.map((p) => p.length);
  const heap = new MinHeap();
  for (let v = 0; v < n; v++) if (indeg[v] === 0) heap.push(v);
  const order: number[] = [];
  while (heap.size > 0) {
    const v = heap.pop();
    order.push(v);
    for (const w of out[v]!) if (--indeg[w]! === 0) heap.push(w);
  }
  if (order.length === n) return { order };
  // Every node left has a predecessor left (its in-degree never reached 0).
  let start = 0;
  while (indeg[start] === 0) start++;
  const position = new Map<number, number>();
  const walk: number[] = [];
  let v = start;
  while (!position.has(v)) {
    position.set(v, walk.length);
    walk.push(v);
    v = inn[v]!.find((u) => indeg[u]! > 0)!;
  }
  const loop = walk.slice(position.get(v)!).reverse();
  return { cycle: rotateToSmallest(loop) };
}

export function rotateToSmallest(cycle: number[]): number[] {
  let m = 0;
  for (let i = 1; i < cycle.length; i++) if (cycle[i]! < cycle[m]!) m = i;
  return [...cycle.slice(m), ...cycle.slice(0, m)];
}

/** The cyclic_reference error of the DAG tools: `context.cycle` lists the ids, edge to edge. */
export function cycleError(g: Graph, cycle: number[]): ToolError {
  const ids = cycle.map((v) => g.ids[v]!);
  // The pointer names the input edge that closes the cycle (last node back to the first).
  const from = cycle[cycle.length - 1]!;
  const to = cycle[0]!;
  const closing = g.edges.find((e) => e.from === from && e.to === to)!;
  // The message stays short; context.cycle carries the whole cycle.
  const shown = ids.length <= 8 ? [...ids, ids[0]!] : [...ids.slice(0, 4), '...', ids[0]!];
  const path = shown.map((id, i) => (id === '...' && i === 4 && ids.length > 8 ? id : JSON.stringify(id))).join(' -> ');
  const message = `the edges form a cycle of ${ids.length} node${ids.length === 1 ? '' : 's'}: ${path}`;
  return new ToolError('cyclic_reference', message, [{ pointer: `/edges/${closing.index}`, message }], { cycle: ids });
}
