// Small random graphs for the graphs tools' property and differential tests. Ids come from a pool
// that mixes code point order traps ("10" < "2", U+FF21 < U+1F600 though UTF-16 says otherwise) with
// ids that are Object.prototype names, so a tool keying plain objects by id would fail.
import fc from 'fast-check';

export const ID_POOL = ['a', 'b', 'c', 'd', 'e', 'f', 'g', '1', '10', '2', '__proto__', 'constructor', 'toString', 'Ａ', '😀', 'a b', 'é'];

export type Edge = { from: string; to: string };
export type GraphIn = { nodes?: string[]; edges: Edge[] };

const id = fc.constantFrom(...ID_POOL);

/** A graph of up to `maxEdges` edges over the pool, with some extra listed nodes (distinct). */
export function graphArb(options: { maxEdges?: number; selfLoops?: boolean } = {}): fc.Arbitrary<GraphIn> {
  const edge = fc.record({ from: id, to: id }).filter((e) => options.selfLoops !== false || e.from !== e.to);
  return fc
    .record({ edges: fc.array(edge, { maxLength: options.maxEdges ?? 25 }), nodes: fc.option(fc.uniqueArray(id, { maxLength: 6 }), { nil: undefined }) })
    .map(({ edges, nodes }) => (nodes === undefined ? { edges } : { nodes, edges }));
}

/** A DAG: edges only from a smaller to a larger position of a shuffled pool (so acyclic), some repeated. */
export const dagArb: fc.Arbitrary<GraphIn> = fc
  .tuple(fc.shuffledSubarray(ID_POOL, { minLength: 1 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }))
  .map(([order, pairs]) => {
    const edges: Edge[] = [];
    for (const [x, y] of pairs) {
      const i = x % order.length;
      const j = y % order.length;
      if (i < j) edges.push({ from: order[i]!, to: order[j]! });
    }
    return { nodes: order.slice(0, Math.ceil(order.length / 2)), edges };
  });

/** Code point order, written independently of the tools (Array.from splits into code points). */
export function cpCompare(a: string, b: string): number {
  const x = Array.from(a).map((c) => c.codePointAt(0)!);
  const y = Array.from(b).map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

export function nodeSet(g: GraphIn): string[] {
  const s = new Set<string>(g.nodes ?? []);
  for (const e of g.edges) s.add(e.from).add(e.to);
  return [...s].sort(cpCompare);
}

/** Reference BFS: node -> fewest edges from any source (undirected when `both`). */
export function bfsRef(g: GraphIn, sources: string[], reverse: boolean, both: boolean): Map<string, number> {
  const depth = new Map<string, number>(sources.map((s) => [s, 0]));
  let frontier = [...new Set(sources)];
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const v of frontier) {
      for (const e of g.edges) {
        const steps: [string, string][] = both ? [[e.from, e.to], [e.to, e.from]] : reverse ? [[e.to, e.from]] : [[e.from, e.to]];
        for (const [u, w] of steps) if (u === v && !depth.has(w)) { depth.set(w, d); next.push(w); }
      }
    }
    frontier = next;
  }
  return depth;
}
