import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

describe('array-integer-adjacent-diff properties', () => {
  it('the first value plus prefix sums of the differences rebuilds the input', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(), async (values) => {
        const out = (await runTool('array-integer-adjacent-diff', { values })) as { values: string[] };
        expect(out.values).to.have.length(Math.max(0, values.length - 1));
        if (values.length === 0) return;
        let acc = BigInt(values[0]!);
        const rebuilt = [acc];
        for (const d of out.values) rebuilt.push((acc += BigInt(d)));
        expect(rebuilt).to.deep.equal(values.map(BigInt));
      }),
      { numRuns: 200 },
    );
  });
});
