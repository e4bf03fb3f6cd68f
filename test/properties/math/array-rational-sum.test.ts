import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { addFrac, fracOf, fracText, rationalText, type Frac } from './math-arbitraries.js';

describe('array-rational-sum properties', () => {
  it('equals a naive pairwise fraction sum, reduced with a positive denominator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalText, { maxLength: 30 }), async (values) => {
        const out = await runTool('array-rational-sum', { values });
        const ref = values.map(fracOf).reduce<Frac>(addFrac, [0n, 1n]);
        expect(out).to.deep.equal(fracText(ref));
      }),
      { numRuns: 200 },
    );
  });
});

describe('array-rational-sum zero denominators', () => {
  it('reports division_by_zero at the first zero denominator', async () => {
    const zero = fc.constantFrom('0', '-0').map((denominator) => ({ numerator: '1', denominator }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(rationalText, zero), { minLength: 1, maxLength: 20 }), async (values) => {
        const first = values.findIndex((v) => BigInt(v.denominator) === 0n);
        fc.pre(first >= 0);
        const failure = await toolFailure('array-rational-sum', { values });
        expect(failure.code).to.equal('division_by_zero');
        expect(failure.details[0]?.pointer).to.equal(`/values/${first}/denominator`);
      }),
      { numRuns: 100 },
    );
  });
});

describe('array-rational-sum list limit', () => {
  // 10001 values do not fit the 256 KiB HTTP body, so this bound is checked in-process only.
  it('refuses 10001 values and accepts 10000', async () => {
    const one = { numerator: '1', denominator: '3' };
    expect(await runTool('array-rational-sum', { values: Array(10000).fill(one) })).to.deep.equal({ numerator: '10000', denominator: '3' });
    expect((await toolFailure('array-rational-sum', { values: Array(10001).fill(one) })).code).to.equal('invalid_input');
  });
});
