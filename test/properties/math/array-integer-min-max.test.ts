import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

describe('array-integer-min-max properties', () => {
  it('min <= every value <= max, and both are members', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(1), async (values) => {
        const out = (await runTool('array-integer-min-max', { values })) as { min: string; max: string };
        const nums = values.map(BigInt);
        const min = BigInt(out.min);
        const max = BigInt(out.max);
        for (const v of nums) expect(min <= v && v <= max).to.equal(true);
        expect(nums.includes(min) && nums.includes(max)).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
