import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

describe('array-integer-sum properties', () => {
  it('equals a BigInt reduce of the values', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(), async (values) => {
        const out = (await runTool('array-integer-sum', { values })) as { sum: string };
        expect(out.sum).to.equal(String(values.reduce((s, v) => s + BigInt(v), 0n)));
      }),
      { numRuns: 200 },
    );
  });

  it('does not depend on the order of the values', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(), async (values) => {
        const a = await runTool('array-integer-sum', { values });
        const b = await runTool('array-integer-sum', { values: [...values].reverse() });
        expect(a).to.deep.equal(b);
      }),
      { numRuns: 100 },
    );
  });
});
