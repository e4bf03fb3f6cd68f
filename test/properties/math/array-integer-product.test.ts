import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { integerTexts, toolFailure } from './math-arbitraries.js';

describe('array-integer-product properties', () => {
  it('equals a BigInt reduce of the values', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(0, 30), async (values) => {
        const out = (await runTool('array-integer-product', { values })) as { product: string };
        expect(out.product).to.equal(String(values.reduce((p, v) => p * BigInt(v), 1n)));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses exactly the products with more than 10000 digits', async () => {
    // Powers of ten make the digit count exact: 10^e has e + 1 digits.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 }), async (exps) => {
        const values = exps.map((e) => '1' + '0'.repeat(e));
        const digits = exps.reduce((s, e) => s + e, 0) + 1;
        try {
          const out = (await runTool('array-integer-product', { values })) as { product: string };
          expect(digits).to.be.at.most(10000);
          expect(out.product.length).to.equal(digits);
        } catch (e) {
          const failure = toolFailure(e);
          expect(failure.code).to.equal('limit_exceeded');
          expect(digits).to.be.above(10000);
        }
      }),
      { numRuns: 150 },
    );
  });
});
