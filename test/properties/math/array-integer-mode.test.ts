import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts } from './math-arbitraries.js';

describe('array-integer-mode properties', () => {
  it('matches a brute-force frequency count in first-seen order', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(1), async (values) => {
        const out = (await runTool('array-integer-mode', { values })) as { modes: string[]; count: number };
        const nums = values.map(BigInt);
        const freq = (x: bigint) => nums.filter((v) => v === x).length;
        const top = Math.max(...nums.map(freq));
        const firstSeen: bigint[] = [];
        for (const v of nums) if (!firstSeen.includes(v)) firstSeen.push(v);
        expect(out.count).to.equal(top);
        expect(out.modes).to.deep.equal(firstSeen.filter((v) => freq(v) === top).map(String));
      }),
      { numRuns: 200 },
    );
  });
});
