import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { jsonItem } from './sequence-arbitraries.js';

describe('sequence-hamming-distance properties', () => {
  it('counts differing positions as a brute-force comparison does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(jsonItem, jsonItem), { maxLength: 30 }), async (pairs) => {
        const a = pairs.map((p) => p[0]);
        const b = pairs.map((p) => p[1]);
        const out = (await runTool('sequence-hamming-distance', { a, b })) as { distance: number; positions: number[] };
        const expected = pairs.flatMap((p, i) => (JSON.stringify(p[0]) === JSON.stringify(p[1]) ? [] : [i]));
        expect(out.positions).to.deep.equal(expected);
        expect(out.distance).to.equal(expected.length);
      }),
      { numRuns: 200 },
    );
  });
  it('refuses unequal lengths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(jsonItem, { maxLength: 5 }), fc.array(jsonItem, { maxLength: 5 }), async (a, b) => {
        fc.pre(a.length !== b.length);
        expect((await toolFailure('sequence-hamming-distance', { a, b })).code).to.equal('invalid_input');
      }),
      { numRuns: 100 },
    );
  });
});
