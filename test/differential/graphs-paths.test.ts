// Differential tests, graph path tools: graph-shortest-path against NetworkX (Debian's
// python3-networkx 2.8, one python run per test with every sampled input; found by
// pythonWith('networkx'), skipped outside CI when absent), on seeded random weighted graphs over an id
// pool with code point order traps ("10" < "2", U+FF21 < U+1F600) and Object.prototype names, with
// weights that include 0 (zero-weight cycles) and fractions (exact: Python's Fraction).
//
// Oracles per tool:
//   graph-shortest-path  reachability: networkx.has_path; cost: networkx.dijkstra_path_length with
//                     Fraction weights (metric weight; parallel edges merged to the least weight,
//                     self-loops dropped as rule 1 says) and networkx.shortest_path_length (metric
//                     hops); the tie-break: the smallest (Python compares lists of str element by
//                     element in code point order) of the least-cost paths among
//                     networkx.all_simple_paths, and, on graphs without zero weights, of
//                     networkx.all_shortest_paths.
//   graph-distances-all-pairs  networkx.negative_edge_cycle for the cycle flag (and the reported cycle
//                     checked to be a cycle of the graph with negative total weight), and
//                     networkx.floyd_warshall with Fraction weights for every distance (inf as null).
//   graph-paths-enumerate  sorted(networkx.all_simple_paths) (Python sorts lists of str element by
//                     element in code point order), with cutoff for max_length; from equal to to as
//                     the one path [from] (NetworkX 2.8 yields none there, the contract's rule 2 is
//                     the convention here, so such samples compare against [[from]]).
// No disagreement with the contract found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../support/direct.js';
import { pythonWith } from './support/programs.js';

const RUNS = 200;
const POOL = ['a', 'b', 'c', 'd', '1', '10', '2', '__proto__', 'Ａ', '😀'];
const WEIGHTS = ['0', '1', '1', '2', '1/2', '3/4', '0.25', '5', '7/3'];

type WEdge = { from: string; to: string; weight?: string };
type Sample = { nodes?: string[]; edges: WEdge[]; directed: boolean; from: string; to: string; metric: 'weight' | 'hops' };

const sampleArb: fc.Arbitrary<Sample> = fc
  .record({
    edges: fc.array(fc.record({ from: fc.constantFrom(...POOL), to: fc.constantFrom(...POOL), weight: fc.option(fc.constantFrom(...WEIGHTS), { nil: undefined }) }), { minLength: 1, maxLength: 16 }),
    directed: fc.boolean(),
    picks: fc.tuple(fc.nat(), fc.nat()),
    metric: fc.constantFrom<'weight' | 'hops'>('weight', 'weight', 'hops'),
  })
  .map(({ edges, directed, picks, metric }) => {
    const ids = [...new Set(edges.flatMap((e) => [e.from, e.to]))];
    const clean = edges.map((e) => (e.weight === undefined ? { from: e.from, to: e.to } : e));
    return { edges: clean, directed, from: ids[picks[0] % ids.length]!, to: ids[picks[1] % ids.length]!, metric };
  });

function networkx(script: string, samples: unknown[]): unknown[] {
  const py = pythonWith('networkx');
  if (py === null) return [];
  const run = spawnSync(py, ['-c', `import json, sys\nfrom fractions import Fraction\nimport networkx as nx\n${script}`], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

const PY_SHORTEST = `
out = []
for s in json.load(sys.stdin):
    G = nx.DiGraph() if s['directed'] else nx.Graph()
    for e in s['edges']:
        if e['from'] == e['to']:
            G.add_node(e['from'])
            continue
        w = Fraction(1) if s['metric'] == 'hops' or 'weight' not in e else Fraction(e['weight'])
        if G.has_edge(e['from'], e['to']):
            w = min(w, G[e['from']][e['to']]['weight'])
        G.add_edge(e['from'], e['to'], weight=w)
    a, b = s['from'], s['to']
    if not nx.has_path(G, a, b):
        out.append(None)
        continue
    if s['metric'] == 'hops':
        cost = Fraction(nx.shortest_path_length(G, a, b))
    else:
        cost = nx.dijkstra_path_length(G, a, b, weight='weight')
    def pcost(p):
        return sum((G[x][y]['weight'] for x, y in zip(p, p[1:])), Fraction(0))
    simple = [[a]] if a == b else [p for p in nx.all_simple_paths(G, a, b) if pcost(p) == cost]
    short = None
    if all(d['weight'] != 0 for _, _, d in G.edges(data=True)):
        short = min(nx.all_shortest_paths(G, a, b, weight='weight'))
    out.append({'cost': str(cost), 'simple': min(simple), 'short': short})
print(json.dumps(out))
`;

type Out = { reachable: boolean; cost: string | null; hops: number | null; path: string[] | null };

const PY_ALL_PAIRS = `
out = []
for s in json.load(sys.stdin):
    G = nx.DiGraph() if s['directed'] else nx.Graph()
    G.add_nodes_from(s.get('nodes') or [])
    for e in s['edges']:
        w = Fraction(e['weight']) if 'weight' in e else Fraction(1)
        if G.has_edge(e['from'], e['to']):
            w = min(w, G[e['from']][e['to']]['weight'])
        G.add_edge(e['from'], e['to'], weight=w)
    if nx.negative_edge_cycle(G, weight='weight'):
        out.append(None)
        continue
    d = nx.floyd_warshall(G, weight='weight')
    ids = sorted(G.nodes)
    out.append({'nodes': ids, 'distances': [[None if d[a][b] == float('inf') else str(Fraction(d[a][b])) for b in ids] for a in ids]})
print(json.dumps(out))
`;

const allPairsArb = fc.record({
  edges: fc.array(fc.record({ from: fc.constantFrom(...POOL), to: fc.constantFrom(...POOL), weight: fc.option(fc.constantFrom('-1', '-1/2', '0', '1', '2', '3/4', '7/3', '5'), { nil: undefined }) }), { minLength: 1, maxLength: 14 }),
  directed: fc.boolean(),
  nodes: fc.uniqueArray(fc.constantFrom(...POOL), { maxLength: 3 }),
}).map(({ edges, directed, nodes }) => ({ nodes, directed, edges: edges.map((e) => (e.weight === undefined ? { from: e.from, to: e.to } : e)) }));

type AllPairs = { nodes: string[]; distances: (string | null)[][] | null; negative_cycle: string[] | null };

const PY_ENUMERATE = `
out = []
for s in json.load(sys.stdin):
    G = nx.DiGraph() if s['directed'] else nx.Graph()
    for e in s['edges']:
        if e['from'] != e['to']:
            G.add_edge(e['from'], e['to'])
        else:
            G.add_node(e['from'])
    a, b = s['from'], s['to']
    if a == b:
        out.append([[a]])
        continue
    out.append(sorted(nx.all_simple_paths(G, a, b, cutoff=s.get('max_length'))))
print(json.dumps(out))
`;

describe('differential: graph path tools against NetworkX', () => {
  it('graph-paths-enumerate: sorted(networkx.all_simple_paths), cutoff as max_length', async function () {
    this.timeout(60000);
    const samples = fc.sample(
      fc.tuple(sampleArb, fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined })).map(([s, len]) => ({
        edges: s.edges.map((e) => ({ from: e.from, to: e.to })), directed: s.directed, from: s.from, to: s.to, max_paths: 10000,
        ...(len === undefined ? {} : { max_length: len }),
      })),
      { numRuns: RUNS },
    );
    const expected = networkx(PY_ENUMERATE, samples) as string[][][];
    if (expected.length === 0) this.skip();
    for (let i = 0; i < samples.length; i++) {
      const out = (await runTool('graph-paths-enumerate', samples[i])) as { paths: string[][]; truncated: boolean };
      expect(out.truncated, JSON.stringify(samples[i])).to.equal(false);
      expect(out.paths, JSON.stringify(samples[i])).to.deep.equal(expected[i]);
    }
  });

  it('graph-distances-all-pairs: networkx.floyd_warshall with Fraction weights, the negative cycle as networkx.negative_edge_cycle sees it', async function () {
    this.timeout(60000);
    const samples = fc.sample(allPairsArb, { numRuns: RUNS });
    const expected = networkx(PY_ALL_PAIRS, samples) as ({ nodes: string[]; distances: (string | null)[][] } | null)[];
    if (expected.length === 0) this.skip();
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]!;
      const out = (await runTool('graph-distances-all-pairs', s)) as AllPairs;
      const want = expected[i];
      const ctx = JSON.stringify(s);
      if (want === null) {
        expect(out.distances, ctx).to.equal(null);
        const cycle = out.negative_cycle!;
        // Each step is an edge (either way when undirected) and the least weights add up below 0.
        let total = new Fraction(0);
        cycle.forEach((u, k) => {
          const v = cycle[(k + 1) % cycle.length]!;
          const ws = s.edges.filter((e) => (e.from === u && e.to === v) || (!s.directed && e.from === v && e.to === u)).map((e) => new Fraction('weight' in e && e.weight !== undefined ? e.weight : '1'));
          expect(ws.length, ctx).to.be.above(0);
          total = total.add(ws.reduce((a, b) => (a.compare(b) <= 0 ? a : b)));
        });
        expect(total.compare(0), ctx).to.equal(-1);
        continue;
      }
      expect(out.negative_cycle, ctx).to.equal(null);
      expect(out.nodes, ctx).to.deep.equal(want!.nodes);
      expect(out.distances, ctx).to.deep.equal(want!.distances);
    }
  });

  it('graph-shortest-path: the cost of dijkstra_path_length / shortest_path_length, the smallest least-cost path of all_simple_paths and all_shortest_paths', async function () {
    this.timeout(60000);
    const samples = fc.sample(sampleArb, { numRuns: RUNS });
    const expected = networkx(PY_SHORTEST, samples) as ({ cost: string; simple: string[]; short: string[] | null } | null)[];
    if (expected.length === 0) this.skip();
    for (let i = 0; i < samples.length; i++) {
      const out = (await runTool('graph-shortest-path', samples[i])) as Out;
      const want = expected[i];
      const ctx = JSON.stringify(samples[i]);
      if (want === null) {
        expect(out, ctx).to.deep.equal({ reachable: false, cost: null, hops: null, path: null });
        continue;
      }
      expect(out.reachable, ctx).to.equal(true);
      expect(out.cost, ctx).to.equal(want!.cost);
      expect(out.path, ctx).to.deep.equal(want!.simple);
      if (want!.short !== null) expect(out.path, ctx).to.deep.equal(want!.short);
      expect(out.hops, ctx).to.equal(out.path!.length - 1);
    }
  });
});
