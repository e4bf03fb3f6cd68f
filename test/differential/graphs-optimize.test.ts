// Differential tests, graphs category, helper Q3: graph-minimum-spanning-tree, graph-bipartite-check
// and graph-max-flow against NetworkX (Debian's python3-networkx, found by pythonWith('networkx'),
// one python run per test with every sampled input; skipped when absent) and graphology, on seeded
// random graphs over the shared id pool (code point traps, Object.prototype names) with rational
// weights spelled as integers, decimals and fractions.
//
// Oracles per tool:
//   graph-minimum-spanning-tree  networkx.minimum_spanning_tree(algorithm='kruskal') on a MultiGraph
//                     with fractions.Fraction weights: the total weight and the number of edges agree
//                     (NetworkX breaks ties by its own sort, so only the weight is compared; the
//                     tie-break is checked against a brute force in the property test).
//   graph-bipartite-check  networkx.is_bipartite (a self-loop makes it false, as rule 1 says) and
//                     graphology-components connectedComponents for side A holding each component's
//                     smallest id; the coloring and the odd cycle are checked directly.
//   graph-max-flow    networkx.maximum_flow_value and minimum_cut_value on a DiGraph with the parallel
//                     edges' Fraction capacities added (rule 2), plus NetworkX's cut value of our
//                     source side; conservation and capacity bounds checked directly.
// No disagreement with the contracts found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { UndirectedGraph } from 'graphology';
import { connectedComponents } from 'graphology-components';
import { runTool } from '../support/direct.js';
import { cpCompare, graphArb, ID_POOL, nodeSet } from '../properties/graphs/graph-arbitraries.js';
import { addF, CAPACITIES, cmpF, textF, toFraction, weightedGraphArb, type WGraph } from '../properties/graphs/graph-weighted-arbitraries.js';
import { pythonWith } from './support/programs.js';

const RUNS = 150;

function networkx(script: string, samples: unknown[]): unknown[] {
  const py = pythonWith('networkx');
  if (py === null) return [];
  const run = spawnSync(py, ['-c', `import json, sys\nfrom fractions import Fraction\nimport networkx as nx\n${script}`], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

const frac = (f: [bigint, bigint]) => textF(f);

describe('differential: graph-minimum-spanning-tree, graph-bipartite-check and graph-max-flow against NetworkX and graphology', () => {
  it('graph-minimum-spanning-tree: the total weight and edge count of networkx Kruskal', async function () {
    const samples = fc.sample(weightedGraphArb({ maxEdges: 20 }), { numRuns: RUNS });
    type Out = { total_weight: string; edge_count: number; trees: number };
    const ours = (await Promise.all(samples.map((g) => runTool('graph-minimum-spanning-tree', g)))) as Out[];
    const py = networkx(`
out = []
for s in json.load(sys.stdin):
    G = nx.MultiGraph()
    G.add_nodes_from(s.get('nodes') or [])
    for e in s['edges']:
        G.add_edge(e['from'], e['to'], weight=Fraction(e['weight']))
    T = nx.minimum_spanning_tree(G, algorithm='kruskal')
    w = sum((d['weight'] for _, _, d in T.edges(data=True)), Fraction(0))
    out.append([str(w), T.number_of_edges(), nx.number_connected_components(G)])
print(json.dumps(out))`, samples);
    if (py.length === 0) this.skip();
    samples.forEach((g, i) => {
      const [w, count, trees] = py[i] as [string, number, number];
      expect([ours[i]!.total_weight, ours[i]!.edge_count, ours[i]!.trees], JSON.stringify(g)).to.deep.equal([w, count, trees]);
    });
  });

  it('graph-bipartite-check: networkx.is_bipartite, graphology components for side A, the coloring and odd cycle valid', async function () {
    const samples = [...fc.sample(graphArb({ maxEdges: 12 }), { numRuns: RUNS }), ...fc.sample(graphArb({ maxEdges: 8, selfLoops: false }), { numRuns: RUNS })];
    type Out = { bipartite: boolean; side_a: string[] | null; side_b: string[] | null; odd_cycle: string[] | null };
    const ours = (await Promise.all(samples.map((g) => runTool('graph-bipartite-check', g)))) as Out[];
    samples.forEach((g, i) => {
      const o = ours[i]!;
      const adj = (a: string, b: string) => g.edges.some((e) => (e.from === a && e.to === b) || (e.from === b && e.to === a));
      if (o.bipartite) {
        const inA = new Set(o.side_a);
        for (const e of g.edges) expect(inA.has(e.from), JSON.stringify(g)).to.not.equal(inA.has(e.to));
        // graphology sees the ids as keys k<i> (its internals key plain objects by node key).
        const ids = nodeSet(g);
        const graph = new UndirectedGraph({ allowSelfLoops: true });
        ids.forEach((_, k) => graph.addNode(`k${k}`));
        for (const e of g.edges) graph.mergeEdge(`k${ids.indexOf(e.from)}`, `k${ids.indexOf(e.to)}`);
        for (const c of connectedComponents(graph)) {
          const smallest = c.map((k) => ids[Number(k.slice(1))]!).sort(cpCompare)[0]!;
          expect(inA.has(smallest)).to.equal(true);
        }
      } else {
        const c = o.odd_cycle!;
        expect(c.length % 2).to.equal(1);
        c.forEach((v, k) => expect(adj(v, c[(k + 1) % c.length]!)).to.equal(true));
      }
    });
    const py = networkx(`
out = []
for s in json.load(sys.stdin):
    G = nx.Graph()
    G.add_nodes_from(s.get('nodes') or [])
    G.add_edges_from((e['from'], e['to']) for e in s['edges'])
    out.append(nx.is_bipartite(G))
print(json.dumps(out))`, samples);
    if (py.length === 0) this.skip();
    samples.forEach((g, i) => expect(ours[i]!.bipartite, JSON.stringify(g)).to.equal(py[i]));
  });

  it('graph-max-flow: networkx maximum_flow_value and minimum_cut_value with Fraction capacities, our cut valued by NetworkX', async function () {
    const arb = weightedGraphArb({ poolSize: 9, maxEdges: 24, weights: CAPACITIES }).chain((g) => {
      const pool = [...new Set([...nodeSet(g), ...ID_POOL.slice(0, 2)])];
      return fc.tuple(fc.constant<WGraph>({ ...g, nodes: [...new Set([...(g.nodes ?? []), ...pool])] }), fc.constantFrom(...pool), fc.constantFrom(...pool)).filter(([, s, t]) => s !== t);
    });
    const samples = fc.sample(arb, { numRuns: RUNS });
    type Out = { value: string; flows: { flow: string }[]; source_side: string[] };
    const ours = (await Promise.all(samples.map(([g, source, sink]) => runTool('graph-max-flow', { ...g, source, sink })))) as Out[];
    samples.forEach(([g, source, sink], i) => {
      const net = new Map<string, [bigint, bigint]>();
      g.edges.forEach((e, k) => {
        const f = toFraction(ours[i]!.flows[k]!.flow);
        expect(cmpF(f, toFraction(e.weight!))).to.be.at.most(0);
        net.set(e.from, addF(net.get(e.from) ?? [0n, 1n], [-f[0], f[1]]));
        net.set(e.to, addF(net.get(e.to) ?? [0n, 1n], f));
      });
      for (const v of nodeSet(g)) if (v !== source && v !== sink) expect(frac(net.get(v) ?? [0n, 1n])).to.equal('0');
    });
    const py = networkx(`
out = []
for s in json.load(sys.stdin):
    G = nx.DiGraph()
    G.add_nodes_from(s['nodes'])
    for e in s['edges']:
        if e['from'] == e['to']:
            continue
        c = Fraction(e['weight'])
        if G.has_edge(e['from'], e['to']):
            G[e['from']][e['to']]['capacity'] += c
        else:
            G.add_edge(e['from'], e['to'], capacity=c)
    v = nx.maximum_flow_value(G, s['source'], s['sink'])
    cut = nx.minimum_cut_value(G, s['source'], s['sink'])
    side = set(s['side'])
    ours = sum((d['capacity'] for a, b, d in G.edges(data=True) if a in side and b not in side), Fraction(0))
    out.append([str(v), str(cut), str(ours)])
print(json.dumps(out))`, samples.map(([g, source, sink], i) => ({ ...g, source, sink, side: ours[i]!.source_side })));
    if (py.length === 0) this.skip();
    samples.forEach(([g, source, sink], i) => {
      expect(py[i], JSON.stringify({ ...g, source, sink })).to.deep.equal([ours[i]!.value, ours[i]!.value, ours[i]!.value]);
    });
  });
});
