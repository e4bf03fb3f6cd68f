import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

describe('array-integer-cumulative-sum properties', () => {
  it('has the input length, each item is a prefix sum, and the last equals the sum', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(), async (values) => {
        const out = (await runTool('array-integer-cumulative-sum', { values })) as { values: string[] };
        expect(out.values).to.have.length(values.length);
        out.values.forEach((p, i) => {
          expect(p).to.equal(String(values.slice(0, i + 1).reduce((s, v) => s + BigInt(v), 0n)));
        });
        if (values.length > 0) {
          const { sum } = (await runTool('array-integer-sum', { values })) as { sum: string };
          expect(out.values[out.values.length - 1]).to.equal(sum);
        }
      }),
      { numRuns: 100 },
    );
  });
});
