import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { fracOf, fracText, rationalText } from './math-arbitraries.js';

type R = { numerator: string; denominator: string };

describe('array-rational-min-max properties', () => {
  it('min <= every value <= max, both members in lowest terms', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalText, { minLength: 1, maxLength: 40 }), async (values) => {
        const out = (await runTool('array-rational-min-max', { values })) as { min: R; max: R };
        const fracs = values.map(fracOf); // reduced, denominator positive: equal values are equal pairs
        const [minN, minD] = fracOf(out.min);
        const [maxN, maxD] = fracOf(out.max);
        for (const [n, d] of fracs) {
          expect(minN * d <= n * minD).to.equal(true);
          expect(n * maxD <= maxN * d).to.equal(true);
        }
        const members = fracs.map((f) => JSON.stringify(fracText(f)));
        expect(members).to.include(JSON.stringify(out.min));
        expect(members).to.include(JSON.stringify(out.max));
      }),
      { numRuns: 200 },
    );
  });
});
