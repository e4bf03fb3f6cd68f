// Differential tests, graphs category: each tool against graphology (graphology 0.26 with
// graphology-dag, graphology-components and graphology-traversal; npm dev dependencies) and against
// NetworkX (Debian's python3-networkx, one python run per test with every sampled input; found by
// pythonWith('networkx'), skipped outside CI when absent), on seeded random graphs over an id pool
// with code point order traps ("10" < "2", U+FF21 < U+1F600) and Object.prototype names.
//
// Oracles per tool:
//   graph-validate    NetworkX MultiDiGraph / MultiGraph in_degree, out_degree and degree (a MultiGraph
//                     self-loop adds 2, as rule 7 says) over the listed nodes and the edges whose
//                     endpoints are both listed; sources, sinks and isolated derived from them.
//   graph-topological-sort  networkx.lexicographical_topological_sort (Python orders str by code
//                     point, so its smallest-first Kahn is rule 3's), and the cycle flag against
//                     graphology-dag hasCycle and networkx.is_directed_acyclic_graph; graphology's
//                     topologicalSort promises no tie-break, so only its validity is compared.
//   graph-topological-levels  graphology-dag topologicalGenerations and
//                     networkx.topological_generations, each generation compared as a set.
//   graph-connected-components  graphology-components connectedComponents (weak for a directed
//                     graph) and networkx.weakly_connected_components, compared as sets of sets.
//   graph-strongly-connected-components  graphology-components stronglyConnectedComponents and
//                     networkx.strongly_connected_components, plus networkx.condensation's edges.
//   graph-reachability  graphology-traversal bfsFromNode depths (mode outbound, inbound or
//                     undirected; minimum over the sources, cut at max_depth) and
//                     networkx.multi_source_dijkstra_path_length with unit weights.
// No disagreement with the contracts found; graphology's "__proto__" hang (above) is worked around, not pinned.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { DirectedGraph, UndirectedGraph } from 'graphology';
import { connectedComponents, stronglyConnectedComponents } from 'graphology-components';
import { hasCycle, topologicalGenerations, topologicalSort } from 'graphology-dag';
import { bfsFromNode } from 'graphology-traversal';
import { outcome, runTool } from '../support/direct.js';
import { cpCompare, dagArb, graphArb, nodeSet, type GraphIn } from '../properties/graphs/graph-arbitraries.js';
import { pythonWith } from './support/programs.js';

const RUNS = 150;

// graphology keys some internals by node key in plain objects: with a node "__proto__" hasCycle never
// returns (graphology 0.26, graphology-dag 0.4.1). So graphology sees the ids as keys "k<index>" and
// the answers are mapped back; the tools themselves get the real ids.
let keys: string[] = [];
const id = (key: string) => keys[Number(key.slice(1))]!;
const ids = (list: string[]) => list.map(id);

function toGraphology(g: GraphIn, type: 'directed' | 'undirected' = 'directed'): DirectedGraph | UndirectedGraph {
  // A simple graph (parallel edges merged, as the tools count them once).
  const graph = type === 'directed' ? new DirectedGraph({ allowSelfLoops: true }) : new UndirectedGraph({ allowSelfLoops: true });
  keys = nodeSet(g);
  const key = new Map(keys.map((v, i) => [v, `k${i}`]));
  for (const v of keys) graph.addNode(key.get(v)!);
  for (const e of g.edges) graph.mergeEdge(key.get(e.from)!, key.get(e.to)!);
  return graph;
}

const keyOf = (v: string) => `k${keys.indexOf(v)}`;

const setOfSets = (xs: string[][]) => xs.map((c) => [...c].sort(cpCompare)).sort((a, b) => cpCompare(a[0]!, b[0]!));

function networkx(script: string, samples: unknown[]): unknown[] {
  const py = pythonWith('networkx');
  if (py === null) return [];
  const run = spawnSync(py, ['-c', `import json, sys\nimport networkx as nx\n${script}`], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

const PY_GRAPH = `
def graph(s, directed=True, multi=False):
    G = (nx.MultiDiGraph if multi else nx.DiGraph)() if directed else (nx.MultiGraph if multi else nx.Graph)()
    G.add_nodes_from(s.get('nodes') or [])
    for e in s['edges']:
        G.add_edge(e['from'], e['to'])
    return G
`;

describe('differential: graphs tools against graphology and NetworkX', () => {
  it('graph-topological-sort: the order of networkx.lexicographical_topological_sort, cycles as graphology and NetworkX see them', async function () {
    const samples = [...fc.sample(dagArb, { numRuns: RUNS }), ...fc.sample(graphArb({ maxEdges: 10 }), { numRuns: RUNS })];
    const ours = await Promise.all(samples.map((g) => outcome('graph-topological-sort', g)));
    samples.forEach((g, i) => {
      const graph = toGraphology(g);
      expect(ours[i]!.ok, JSON.stringify(g)).to.equal(!hasCycle(graph));
      if (ours[i]!.ok) {
        const theirs = ids(topologicalSort(graph));
        const pos = new Map(theirs.map((id, k) => [id, k]));
        for (const e of g.edges) expect(pos.get(e.from)!).to.be.lessThan(pos.get(e.to)!);
      } else expect(ours[i]!.code).to.equal('cyclic_reference');
    });
    const py = networkx(`${PY_GRAPH}
out = []
for s in json.load(sys.stdin):
    G = graph(s)
    out.append(list(nx.lexicographical_topological_sort(G)) if nx.is_directed_acyclic_graph(G) else None)
print(json.dumps(out))`, samples);
    if (py.length === 0) this.skip();
    samples.forEach((g, i) => {
      const o = ours[i]!;
      expect(o.ok ? o.value.order : null, JSON.stringify(g)).to.deep.equal(py[i]);
    });
  });

  it('graph-topological-levels: graphology topologicalGenerations and networkx.topological_generations', async function () {
    const samples = fc.sample(dagArb, { numRuns: RUNS });
    const ours = (await Promise.all(samples.map((g) => runTool('graph-topological-levels', g)))) as { levels: { nodes: string[] }[] }[];
    const sorted = (levels: string[][]) => levels.map((l) => [...l].sort(cpCompare));
    samples.forEach((g, i) => {
      expect(ours[i]!.levels.map((l) => l.nodes), JSON.stringify(g)).to.deep.equal(sorted(topologicalGenerations(toGraphology(g)).map(ids)));
    });
    const py = networkx(`${PY_GRAPH}
print(json.dumps([[sorted(gen) for gen in nx.topological_generations(graph(s))] for s in json.load(sys.stdin)]))`, samples);
    if (py.length === 0) this.skip();
    samples.forEach((g, i) => expect(ours[i]!.levels.map((l) => l.nodes), JSON.stringify(g)).to.deep.equal(py[i]));
  });

  it('graph-connected-components: graphology connectedComponents and networkx.weakly_connected_components', async function () {
    const samples = fc.sample(graphArb(), { numRuns: RUNS });
    const ours = (await Promise.all(samples.map((g) => runTool('graph-connected-components', g)))) as { components: string[][] }[];
    samples.forEach((g, i) => {
      expect(ours[i]!.components, JSON.stringify(g)).to.deep.equal(setOfSets(connectedComponents(toGraphology(g)).map(ids)));
      expect(ours[i]!.components).to.deep.equal(setOfSets(connectedComponents(toGraphology(g, 'undirected')).map(ids)));
    });
    const py = networkx(`${PY_GRAPH}
print(json.dumps([[sorted(c) for c in nx.weakly_connected_components(graph(s))] for s in json.load(sys.stdin)]))`, samples);
    if (py.length === 0) this.skip();
    samples.forEach((g, i) => expect(ours[i]!.components, JSON.stringify(g)).to.deep.equal(setOfSets(py[i] as string[][])));
  });

  it('graph-strongly-connected-components: graphology stronglyConnectedComponents, networkx components and condensation', async function () {
    const samples = fc.sample(graphArb({ maxEdges: 30 }), { numRuns: RUNS });
    type Out = { components: string[][]; condensation_edges: { from: string; to: string }[] };
    const ours = (await Promise.all(samples.map((g) => runTool('graph-strongly-connected-components', g)))) as Out[];
    samples.forEach((g, i) => {
      expect(ours[i]!.components, JSON.stringify(g)).to.deep.equal(setOfSets(stronglyConnectedComponents(toGraphology(g)).map(ids)));
    });
    const py = networkx(`${PY_GRAPH}
out = []
for s in json.load(sys.stdin):
    G = graph(s)
    C = nx.condensation(G)
    name = {c: min(C.nodes[c]['members']) for c in C.nodes}
    out.append({'components': [sorted(c) for c in nx.strongly_connected_components(G)],
                'edges': sorted([name[a], name[b]] for a, b in C.edges)})
print(json.dumps(out))`, samples) as { components: string[][]; edges: [string, string][] }[];
    if (py.length === 0) this.skip();
    samples.forEach((g, i) => {
      expect(ours[i]!.components, JSON.stringify(g)).to.deep.equal(setOfSets(py[i]!.components));
      // Python's sorted and min order str by code point, so the pairs compare as they are.
      expect(ours[i]!.condensation_edges.map((e) => [e.from, e.to]).sort(), JSON.stringify(g)).to.deep.equal(py[i]!.edges.sort());
    });
  });

  it('graph-reachability: graphology bfsFromNode depths and networkx.multi_source_dijkstra_path_length', async function () {
    const arb = fc.tuple(graphArb({ maxEdges: 25 }).filter((g) => g.edges.length > 0), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('forward', 'reverse'), fc.boolean(), fc.option(fc.nat({ max: 3 }), { nil: null }));
    const samples = fc.sample(arb, { numRuns: RUNS }).map(([g, picks, direction, directed, max_depth]) => {
      const ids = nodeSet(g);
      return { ...g, sources: picks.map((k) => ids[k % ids.length]!), direction, directed, max_depth };
    });
    type Out = { reached: { id: string; depth: number }[] };
    const ours = (await Promise.all(samples.map((s) => runTool('graph-reachability', s)))) as Out[];
    samples.forEach((s, i) => {
      const graph = toGraphology(s, s.directed ? 'directed' : 'undirected');
      const mode = !s.directed ? 'undirected' : s.direction === 'forward' ? 'outbound' : 'inbound';
      const depth = new Map<string, number>();
      for (const source of s.sources) {
        bfsFromNode(graph, keyOf(source), (key, _attrs, d) => {
          if (s.max_depth !== null && d > s.max_depth) return true;
          const v = id(key);
          if (!depth.has(v) || depth.get(v)! > d) depth.set(v, d);
          return false;
        }, { mode });
      }
      const theirs = [...depth].map(([v, d]) => ({ id: v, depth: d })).sort((a, b) => a.depth - b.depth || cpCompare(a.id, b.id));
      expect(ours[i]!.reached, JSON.stringify(s)).to.deep.equal(theirs);
    });
    const py = networkx(`${PY_GRAPH}
out = []
for s in json.load(sys.stdin):
    G = graph(s, s['directed'])
    if s['directed'] and s['direction'] == 'reverse':
        G = G.reverse()
    d = nx.multi_source_dijkstra_path_length(G, set(s['sources']), cutoff=s['max_depth'], weight=lambda u, v, e: 1)
    out.append(sorted(([k, v] for k, v in d.items()), key=lambda p: (p[1], p[0])))
print(json.dumps(out))`, samples) as [string, number][][];
    if (py.length === 0) this.skip();
    samples.forEach((s, i) => expect(ours[i]!.reached.map((r) => [r.id, r.depth]), JSON.stringify(s)).to.deep.equal(py[i]));
  });

  it('graph-validate: degrees as networkx MultiDiGraph and MultiGraph count them', async function () {
    const samples = fc.sample(fc.tuple(graphArb(), fc.boolean()), { numRuns: RUNS }).map(([g, directed]) => ({
      nodes: g.nodes ?? [...new Set(g.edges.flatMap((e) => [e.from, e.to]))].slice(0, 5), edges: g.edges, directed,
    }));
    type Out = { degrees: { id: string; in_degree: number; out_degree: number; degree: number }[]; sources: string[]; sinks: string[]; isolated: string[] };
    const ours = (await Promise.all(samples.map((s) => runTool('graph-validate', s)))) as Out[];
    const py = networkx(`
out = []
for s in json.load(sys.stdin):
    known = set(s['nodes'])
    G = nx.MultiDiGraph() if s['directed'] else nx.MultiGraph()
    G.add_nodes_from(known)
    half = {n: 0 for n in known}
    for e in s['edges']:
        if e['from'] in known and e['to'] in known:
            G.add_edge(e['from'], e['to'])
        else:
            for end in ('from', 'to'):
                if e[end] in known:
                    half[e[end]] += 1
    rows = []
    for n in sorted(known):
        if s['directed']:
            i = G.in_degree(n) + (sum(1 for e in s['edges'] if e['to'] == n and e['from'] not in known))
            o = G.out_degree(n) + (sum(1 for e in s['edges'] if e['from'] == n and e['to'] not in known))
            rows.append([n, i, o, i + o])
        else:
            d = G.degree(n) + half[n]
            rows.append([n, d, d, d])
    out.append(rows)
print(json.dumps(out))`, samples) as [string, number, number, number][][];
    if (py.length === 0) this.skip();
    samples.forEach((s, i) => {
      expect(ours[i]!.degrees.map((d) => [d.id, d.in_degree, d.out_degree, d.degree]), JSON.stringify(s)).to.deep.equal(py[i]);
    });
  });
});
