// Differential tests, graphs category (structure tools): each tool against NetworkX (Debian's
// python3-networkx 2.8.8, found by pythonWith('networkx'); one python run per test with every
// sampled input; skipped outside CI when absent), on seeded random graphs over the id pool of
// graph-arbitraries.ts (code point order traps and Object.prototype names).
//
// Oracles per tool:
//   graph-cycles-find  networkx.simple_cycles on a DiGraph (parallel edges merged, self-loops kept),
//                      each cycle rotated to start at its smallest id and the list sorted (Python
//                      orders str by code point and lists lexicographically, a prefix first): the
//                      contract's canonical form and order. NetworkX promises no order, so only
//                      the canonical lists are compared.
//   graph-transitive-reduction  networkx.transitive_reduction on a DiGraph (parallel edges merged),
//                      its edges sorted; the removed pairs as the input's distinct pairs minus those;
//                      cyclic inputs against networkx.is_directed_acyclic_graph.
// No disagreement with the contracts found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../support/direct.js';
import { dagArb, graphArb, type GraphIn } from '../properties/graphs/graph-arbitraries.js';
import { pythonWith } from './support/programs.js';

const RUNS = 150;

function networkx(script: string, samples: unknown[]): unknown[] | null {
  const py = pythonWith('networkx');
  if (py === null) return null;
  const run = spawnSync(py, ['-c', `import json, sys\nimport networkx as nx\n${script}`], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

const PY_GRAPH = `
def digraph(s):
    G = nx.DiGraph()
    G.add_nodes_from(s.get('nodes') or [])
    for e in s['edges']:
        G.add_edge(e['from'], e['to'])
    return G
`;

describe('differential: graphs structure tools against NetworkX', () => {
  it('graph-cycles-find: networkx.simple_cycles, rotated to the smallest id and sorted', async function () {
    const samples: GraphIn[] = [...fc.sample(graphArb({ maxEdges: 14 }), { numRuns: RUNS }), ...fc.sample(graphArb({ maxEdges: 30 }), { numRuns: 30 })];
    const py = networkx(`${PY_GRAPH}
def canon(c):
    m = c.index(min(c))
    return c[m:] + c[:m]
out = []
for s in json.load(sys.stdin):
    G = digraph(s)
    cycles = sorted(canon(list(c)) for c in nx.simple_cycles(G))
    out.append({'cyclic': not nx.is_directed_acyclic_graph(G), 'cycles': cycles if len(cycles) <= 10000 else None})
print(json.dumps(out))`, samples);
    if (py === null) this.skip();
    for (let i = 0; i < samples.length; i++) {
      const ours = (await runTool('graph-cycles-find', { ...samples[i]!, max_cycles: 10000 })) as { cyclic: boolean; truncated: boolean; cycles: string[][] };
      const theirs = py[i] as { cyclic: boolean; cycles: string[][] | null };
      expect(ours.cyclic, JSON.stringify(samples[i])).to.equal(theirs.cyclic);
      if (theirs.cycles === null) expect(ours.truncated).to.equal(true);
      else {
        expect(ours.truncated, JSON.stringify(samples[i])).to.equal(false);
        expect(ours.cycles, JSON.stringify(samples[i])).to.deep.equal(theirs.cycles);
      }
    }
  });

  it('graph-transitive-reduction: networkx.transitive_reduction', async function () {
    const samples: GraphIn[] = [...fc.sample(dagArb, { numRuns: RUNS }), ...fc.sample(graphArb({ maxEdges: 12 }), { numRuns: 50 })];
    const py = networkx(`${PY_GRAPH}
out = []
for s in json.load(sys.stdin):
    G = digraph(s)
    if not nx.is_directed_acyclic_graph(G):
        out.append(None)
        continue
    R = nx.transitive_reduction(G)
    kept = sorted(R.edges())
    removed = sorted(set(G.edges()) - set(kept))
    out.append({'nodes': sorted(G.nodes()), 'edges': [{'from': a, 'to': b} for a, b in kept], 'removed': [{'from': a, 'to': b} for a, b in removed]})
print(json.dumps(out))`, samples);
    if (py === null) this.skip();
    for (let i = 0; i < samples.length; i++) {
      const ours = await outcome('graph-transitive-reduction', samples[i]!);
      if (py[i] === null) expect(ours.ok === false && ours.code, JSON.stringify(samples[i])).to.equal('cyclic_reference');
      else expect(ours.ok ? ours.value : ours, JSON.stringify(samples[i])).to.deep.equal(py[i]);
    }
  });
});
