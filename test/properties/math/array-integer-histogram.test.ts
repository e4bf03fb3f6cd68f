import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bigIntValue } from './math-arbitraries.js';

type Histogram = { counts: number[]; below: number; above: number };
const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const edgesArb = fc.uniqueArray(bigIntValue, { minLength: 2, maxLength: 10 }).map((e) => e.sort(cmp));

describe('array-integer-histogram properties', () => {
  it('every value counted once; order-free; merging two adjacent bins adds their counts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(bigIntValue, { maxLength: 50 }), edgesArb, fc.constantFrom('closed' as const, 'half_open' as const), async (xs, edges, lastBin) => {
        const values = [...xs, ...edges.slice(0, 2)].map(String);
        const h = (await runTool('array-integer-histogram', { values, edges: edges.map(String), last_bin: lastBin })) as Histogram;
        expect(h.counts.length).to.equal(edges.length - 1);
        expect(h.counts.reduce((s, c) => s + c, 0) + h.below + h.above).to.equal(values.length);
        const r = (await runTool('array-integer-histogram', { values: [...values].reverse(), edges: edges.map(String), last_bin: lastBin })) as Histogram;
        expect(r).to.deep.equal(h);
        if (edges.length > 2) {
          // dropping an inner edge merges the two bins around it
          const k = 1 + (xs.length % (edges.length - 2));
          const merged = (await runTool('array-integer-histogram', { values, edges: edges.filter((_, i) => i !== k).map(String), last_bin: lastBin })) as Histogram;
          const expected = [...h.counts];
          expected.splice(k - 1, 2, h.counts[k - 1]! + h.counts[k]!);
          expect(merged).to.deep.equal({ counts: expected, below: h.below, above: h.above });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('closed and half_open differ only by the values equal to the last edge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(bigIntValue, { maxLength: 40 }), edgesArb, async (xs, edges) => {
        const values = [...xs, edges[edges.length - 1]!].map(String);
        const atLast = values.filter((v) => BigInt(v) === edges[edges.length - 1]).length;
        const c = (await runTool('array-integer-histogram', { values, edges: edges.map(String) })) as Histogram;
        const o = (await runTool('array-integer-histogram', { values, edges: edges.map(String), last_bin: 'half_open' })) as Histogram;
        expect(o.above).to.equal(c.above + atLast);
        expect(o.counts[o.counts.length - 1]).to.equal(c.counts[c.counts.length - 1]! - atLast);
        expect(o.counts.slice(0, -1)).to.deep.equal(c.counts.slice(0, -1));
      }),
      { numRuns: 150 },
    );
  });
});
