import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { gcdRef, rationalText } from './math-arbitraries.js';

type R = { numerator: string; denominator: string };

describe('array-rational-mean properties', () => {
  it('mean * n equals the sum, and the mean is in lowest terms', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalText, { minLength: 1, maxLength: 30 }), async (values) => {
        const mean = (await runTool('array-rational-mean', { values })) as R;
        const sum = (await runTool('array-rational-sum', { values })) as R;
        const n = BigInt(values.length);
        const [mn, md] = [BigInt(mean.numerator), BigInt(mean.denominator)];
        expect(md > 0n && gcdRef(mn, md) === 1n).to.equal(true);
        // mn/md * n == sn/sd, cross-multiplied
        expect(mn * n * BigInt(sum.denominator)).to.equal(BigInt(sum.numerator) * md);
      }),
      { numRuns: 200 },
    );
  });
});
