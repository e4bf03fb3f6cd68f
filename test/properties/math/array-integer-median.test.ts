import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

type Median = { n: number; lower: string; upper: string; median?: string };

describe('array-integer-median properties', () => {
  it('lower <= upper, both members, with half the values on each side', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(1), async (values) => {
        const out = (await runTool('array-integer-median', { values })) as Median;
        const nums = values.map(BigInt);
        const lower = BigInt(out.lower);
        const upper = BigInt(out.upper);
        expect(out.n).to.equal(values.length);
        expect(lower <= upper).to.equal(true);
        expect(nums.includes(lower) && nums.includes(upper)).to.equal(true);
        // Order-statistic definition, checked by counting instead of sorting.
        const k = Math.floor((values.length - 1) / 2);
        expect(nums.filter((v) => v < lower).length).to.be.at.most(k);
        expect(nums.filter((v) => v <= lower).length).to.be.above(k);
        if (values.length % 2 === 1) expect(out.median).to.equal(out.lower).and.to.equal(out.upper);
        else expect(out).to.not.have.property('median');
      }),
      { numRuns: 200 },
    );
  });
});
