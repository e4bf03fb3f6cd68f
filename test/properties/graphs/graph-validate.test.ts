import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare, graphArb } from './graph-arbitraries.js';

type Out = {
  valid: boolean; node_count: number; edge_count: number;
  problems: { code: string; pointer: string }[];
  degrees: { id: string; in_degree: number; out_degree: number; degree: number }[];
  sources: string[]; sinks: string[]; isolated: string[];
};

describe('graph-validate properties', () => {
  it('degrees add up to the edges, and sources, sinks and isolated follow from the degrees', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb(), fc.boolean(), async (g, directed) => {
        const nodes = g.nodes ?? [...new Set(g.edges.flatMap((e) => [e.from, e.to]))];
        const out = (await runTool('graph-validate', { nodes, edges: g.edges, directed })) as Out;
        const known = new Set(nodes);
        const ids = out.degrees.map((d) => d.id);
        expect(ids).to.deep.equal([...known].sort(cpCompare));
        const ends = g.edges.reduce((n, e) => n + (known.has(e.from) ? 1 : 0) + (known.has(e.to) ? 1 : 0), 0);
        const sum = (f: (d: Out['degrees'][number]) => number) => out.degrees.reduce((n, d) => n + f(d), 0);
        expect(sum((d) => d.degree)).to.equal(ends);
        if (directed) expect(sum((d) => d.in_degree) + sum((d) => d.out_degree)).to.equal(ends);
        expect(out.isolated).to.deep.equal(out.degrees.filter((d) => d.degree === 0).map((d) => d.id));
        expect(out.sources).to.deep.equal(directed ? out.degrees.filter((d) => d.in_degree === 0 && d.out_degree > 0).map((d) => d.id) : []);
        expect(out.sinks).to.deep.equal(directed ? out.degrees.filter((d) => d.out_degree === 0 && d.in_degree > 0).map((d) => d.id) : []);
        expect(out.valid).to.equal(out.problems.length === 0);
        const unknown = g.edges.reduce((n, e) => n + (known.has(e.from) ? 0 : 1) + (known.has(e.to) ? 0 : 1), 0);
        expect(out.problems.filter((p) => p.code === 'unknown_endpoint').length).to.equal(unknown);
        expect(out.problems.filter((p) => p.code === 'self_loop').length).to.equal(g.edges.filter((e) => e.from === e.to).length);
        const pairs = new Set(g.edges.map((e) => JSON.stringify(directed ? [e.from, e.to] : [e.from, e.to].sort(cpCompare))));
        expect(out.problems.filter((p) => p.code === 'duplicate_edge').length).to.equal(g.edges.length - pairs.size);
      }),
      { numRuns: 200 },
    );
  });

  it('allowing self-loops and parallel edges removes exactly those problems', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb(), async (g) => {
        const nodes = [...new Set(g.edges.flatMap((e) => [e.from, e.to]))];
        const out = (await runTool('graph-validate', { nodes, edges: g.edges, allow_self_loops: true, allow_parallel_edges: true })) as Out;
        expect(out.problems).to.deep.equal([]);
        expect(out.valid).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });
});
