// Differential test, graph-diff: against CPython's collections.Counter (edge multisets; Counter
// subtraction keeps the positive counts, which is rule 4) with fractions.Fraction for the weights
// (exact values; str(Fraction) is lowest-terms "p/q" or "p", the contract's text). Python orders
// str by code point, so sorted() is the contract's order. One python run holds every sample; skipped
// outside CI when python3 is absent. No disagreement with the contract found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../support/direct.js';
import { weightedGraphArb, type WGraph } from '../properties/graphs/graph-weighted-arbitraries.js';
import { hasProgram } from './support/programs.js';

const graph: fc.Arbitrary<WGraph> = fc
  .tuple(weightedGraphArb({ poolSize: 6, maxEdges: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }))
  .map(([g, drop]) => ({ ...g, edges: g.edges.map((e, i) => (drop[i] ? { from: e.from, to: e.to } : e)) }));

const PY = `
import json, sys
from collections import Counter
from fractions import Fraction

def nodes(g):
    s = set(g.get('nodes') or [])
    for e in g['edges']:
        s.add(e['from']); s.add(e['to'])
    return s

def key(e, directed):
    a, b = e['from'], e['to']
    return (a, b) if directed or a <= b else (b, a)

def weight(e):
    return Fraction(e['weight']) if 'weight' in e else None

out = []
for s in json.load(sys.stdin):
    d = s['directed']
    b, a = s['before'], s['after']
    cb = Counter(key(e, d) for e in b['edges'])
    ca = Counter(key(e, d) for e in a['edges'])
    wb = {key(e, d): weight(e) for e in b['edges']}
    wa = {key(e, d): weight(e) for e in a['edges']}
    changed = []
    for k in sorted(set(cb) & set(ca)):
        if cb[k] == 1 and ca[k] == 1 and wb[k] != wa[k]:
            changed.append({'from': k[0], 'to': k[1], 'before': None if wb[k] is None else str(wb[k]), 'after': None if wa[k] is None else str(wa[k])})
    nb, na = nodes(b), nodes(a)
    out.append({
        'added_nodes': sorted(na - nb),
        'removed_nodes': sorted(nb - na),
        'added_edges': [{'from': k[0], 'to': k[1], 'count': c} for k, c in sorted((ca - cb).items())],
        'removed_edges': [{'from': k[0], 'to': k[1], 'count': c} for k, c in sorted((cb - ca).items())],
        'changed_weights': changed,
    })
print(json.dumps(out))
`;

describe('differential: graph-diff against Python collections.Counter and fractions.Fraction', () => {
  it('agrees on nodes, edge multiplicities and changed weights, directed and undirected', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.record({ before: graph, after: graph, directed: fc.boolean() }), { numRuns: 300 });
    // Half the samples share most edges, so weights get compared often.
    for (let i = 0; i < samples.length; i += 2) {
      const s = samples[i]!;
      s.after = { ...s.after, edges: [...s.before.edges.slice(0, 8).map((e, j) => (j % 3 === 0 ? { from: e.from, to: e.to, weight: '1/2' } : e)), ...s.after.edges.slice(0, 2)] };
    }
    const run = spawnSync('python3', ['-c', PY], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
    if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
    const expected = JSON.parse(run.stdout) as Record<string, unknown>[];
    let changes = 0;
    for (let i = 0; i < samples.length; i++) {
      const ours = (await runTool('graph-diff', samples[i]!)) as Record<string, unknown> & { unchanged: boolean; changed_weights: unknown[] };
      const { unchanged, ...rest } = ours;
      expect(rest, JSON.stringify(samples[i])).to.deep.equal(expected[i]);
      expect(typeof unchanged).to.equal('boolean');
      changes += ours.changed_weights.length;
    }
    expect(changes).to.be.greaterThan(20);
  });
});
