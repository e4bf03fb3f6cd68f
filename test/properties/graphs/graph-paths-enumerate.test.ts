import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cpCompare } from './graph-arbitraries.js';

type Out = { count: number; paths: string[][]; truncated: boolean; truncated_by: string | null };

const POOL = ['a', 'b', 'c', 'd', '10', '2', '__proto__', '😀'];
const graphArb = fc.record({
  edges: fc.array(fc.record({ from: fc.constantFrom(...POOL), to: fc.constantFrom(...POOL) }), { minLength: 1, maxLength: 14 }),
  directed: fc.boolean(),
  picks: fc.tuple(fc.nat(), fc.nat()),
});

const seqCompare = (x: string[], y: string[]) => {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = cpCompare(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return x.length - y.length;
};

describe('graph-paths-enumerate properties', () => {
  it('paths are simple, follow edges, are strictly increasing in lexicographic order; max_paths and max_length cut the same list', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }), async ({ edges, directed, picks }, k, len) => {
        const ids = [...new Set(edges.flatMap((e) => [e.from, e.to]))];
        const from = ids[picks[0] % ids.length]!;
        const to = ids[picks[1] % ids.length]!;
        const all = (await runTool('graph-paths-enumerate', { edges, directed, from, to, max_paths: 10000 })) as Out;
        expect(all.truncated).to.equal(false);
        const has = (u: string, v: string) => edges.some((e) => (e.from === u && e.to === v) || (!directed && e.from === v && e.to === u));
        for (const p of all.paths) {
          expect(p[0]).to.equal(from);
          expect(p[p.length - 1]).to.equal(to);
          expect(new Set(p).size).to.equal(p.length);
          for (let i = 0; i + 1 < p.length; i++) expect(has(p[i]!, p[i + 1]!)).to.equal(true);
        }
        for (let i = 0; i + 1 < all.paths.length; i++) expect(seqCompare(all.paths[i]!, all.paths[i + 1]!)).to.be.below(0);
        const first = (await runTool('graph-paths-enumerate', { edges, directed, from, to, max_paths: k })) as Out;
        expect(first.paths).to.deep.equal(all.paths.slice(0, k));
        expect(first.truncated).to.equal(all.count > k);
        expect(first.truncated_by).to.equal(all.count > k ? 'max_paths' : null);
        const short = (await runTool('graph-paths-enumerate', { edges, directed, from, to, max_paths: 10000, max_length: len })) as Out;
        expect(short.paths).to.deep.equal(all.paths.filter((p) => p.length - 1 <= len));
      }),
      { numRuns: 200 },
    );
  });

  it('max_output_ids: a ladder of 10^4 paths of 9 ids stops after 2222 paths (20000 ids), still the first ones', async () => {
    const edges: { from: string; to: string }[] = [];
    const layers = ['s', 'A', 'b', 'C', 'd', 'E', 'f', 'G', 't'];
    for (let l = 0; l + 1 < layers.length; l += 2) {
      for (let i = 0; i < 10; i++) {
        edges.push({ from: layers[l]!, to: `${layers[l + 1]}${i}` }, { from: `${layers[l + 1]}${i}`, to: layers[l + 2]! });
      }
    }
    const out = (await runTool('graph-paths-enumerate', { edges, from: 's', to: 't', max_paths: 10000 })) as Out;
    expect(out.truncated_by).to.equal('max_output_ids');
    expect(out.count).to.equal(2222);
    expect(out.paths[0]).to.deep.equal(['s', 'A0', 'b', 'C0', 'd', 'E0', 'f', 'G0', 't']);
    expect(out.paths[2221]).to.deep.equal(['s', 'A2', 'b', 'C2', 'd', 'E2', 'f', 'G1', 't']);
  });
});
