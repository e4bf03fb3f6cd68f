import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { blockListArb, blockText, meets } from './ip-cidr-arbitraries.js';

type Overlap = { overlaps: boolean; pairs: { a: number; b: number; relation: string }[] };

describe('ip-cidr-overlap properties', () => {
  it('lists every meeting pair by (a, b) with the relation read from prefix lengths', async () => {
    await fc.assert(
      fc.asyncProperty(blockListArb(10), blockListArb(10), async (a, b) => {
        const out = (await runTool('ip-cidr-overlap', { a: a.map(blockText), b: b.map(blockText) })) as Overlap;
        const expected: Overlap['pairs'] = [];
        a.forEach((x, i) =>
          b.forEach((y, j) => {
            if (!meets(x, y)) return;
            expected.push({ a: i, b: j, relation: x.prefix === y.prefix ? 'equal' : x.prefix < y.prefix ? 'contains' : 'inside' });
          }),
        );
        expect(out.pairs).to.deep.equal(expected);
        expect(out.overlaps).to.equal(expected.length > 0);
      }),
      { numRuns: 250 },
    );
  });
  it('swapping the lists swaps the pairs and mirrors the relations', async () => {
    const mirror: Record<string, string> = { equal: 'equal', contains: 'inside', inside: 'contains' };
    await fc.assert(
      fc.asyncProperty(blockListArb(8), blockListArb(8), async (a, b) => {
        const ab = (await runTool('ip-cidr-overlap', { a: a.map(blockText), b: b.map(blockText) })) as Overlap;
        const ba = (await runTool('ip-cidr-overlap', { a: b.map(blockText), b: a.map(blockText) })) as Overlap;
        const swapped = ba.pairs.map((p) => ({ a: p.b, b: p.a, relation: mirror[p.relation] })).sort((x, y) => x.a - y.a || x.b - y.b);
        expect(swapped).to.deep.equal(ab.pairs);
      }),
      { numRuns: 100 },
    );
  });
});
