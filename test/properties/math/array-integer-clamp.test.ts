import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { integerText, integerTexts } from './math-arbitraries.js';

describe('array-integer-clamp properties', () => {
  it('matches a brute-force clamp, and refuses min > max', async () => {
    const bounds = fc.record({ min: integerText, max: integerText }, { requiredKeys: [] }).filter((b) => 'min' in b || 'max' in b);
    await fc.assert(
      fc.asyncProperty(integerTexts(), bounds, async (values, b) => {
        const lo = b.min === undefined ? null : BigInt(b.min);
        const hi = b.max === undefined ? null : BigInt(b.max);
        // min > max must fail (toolFailure throws if it succeeds); anything else must succeed.
        if (lo !== null && hi !== null && lo > hi) {
          const failure = await toolFailure('array-integer-clamp', { values, ...b });
          expect(failure.code).to.equal('invalid_input');
          expect(failure.details[0]?.pointer).to.equal('/min');
          return;
        }
        const out = (await runTool('array-integer-clamp', { values, ...b })) as { values: string[] };
        const expected = values.map((t) => {
          const v = BigInt(t);
          return String(lo !== null && v < lo ? lo : hi !== null && v > hi ? hi : v);
        });
        expect(out.values).to.deep.equal(expected);
      }),
      { numRuns: 200 },
    );
  });
});
