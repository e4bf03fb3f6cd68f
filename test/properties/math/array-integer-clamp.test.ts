import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerText, integerTexts, toolFailure } from './math-arbitraries.js';

describe('array-integer-clamp properties', () => {
  it('matches a brute-force clamp, and refuses min > max', async () => {
    const bounds = fc.record({ min: integerText, max: integerText }, { requiredKeys: [] }).filter((b) => 'min' in b || 'max' in b);
    await fc.assert(
      fc.asyncProperty(integerTexts(), bounds, async (values, b) => {
        const lo = b.min === undefined ? null : BigInt(b.min);
        const hi = b.max === undefined ? null : BigInt(b.max);
        try {
          const out = (await runTool('array-integer-clamp', { values, ...b })) as { values: string[] };
          expect(lo !== null && hi !== null && lo > hi).to.equal(false);
          const expected = values.map((t) => {
            const v = BigInt(t);
            return String(lo !== null && v < lo ? lo : hi !== null && v > hi ? hi : v);
          });
          expect(out.values).to.deep.equal(expected);
        } catch (e) {
          const failure = toolFailure(e);
          expect(failure.code).to.equal('invalid_input');
          expect(lo !== null && hi !== null && lo > hi).to.equal(true);
          expect(failure.details[0]?.pointer).to.equal('/min');
        }
      }),
      { numRuns: 200 },
    );
  });
});
