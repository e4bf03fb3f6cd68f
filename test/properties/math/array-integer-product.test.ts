import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { integerTexts } from './math-arbitraries.js';

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
        // Over 10000 digits must fail (toolFailure throws if it succeeds); at most 10000 must succeed.
        if (digits > 10000) {
          expect((await toolFailure('array-integer-product', { values })).code).to.equal('limit_exceeded');
          return;
        }
        const out = (await runTool('array-integer-product', { values })) as { product: string };
        expect(out.product.length).to.equal(digits);
      }),
      { numRuns: 150 },
    );
  });
});
