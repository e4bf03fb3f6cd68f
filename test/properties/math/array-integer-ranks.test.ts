import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

describe('array-integer-ranks properties', () => {
  it('each rank is 1 + the count of strictly smaller values', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(1, 60), async (values) => {
        const out = (await runTool('array-integer-ranks', { values })) as { ranks: number[] };
        const nums = values.map(BigInt);
        expect(out.ranks).to.deep.equal(nums.map((x) => 1 + nums.filter((v) => v < x).length));
      }),
      { numRuns: 200 },
    );
  });
});
