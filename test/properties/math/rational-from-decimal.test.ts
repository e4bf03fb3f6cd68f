import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { gcdRef, rationalText } from './math-arbitraries.js';

type R = { numerator: string; denominator: string; text: string; repeating: boolean };

describe('rational-from-decimal properties', () => {
  it('reads back every exact expansion rational-to-decimal writes', async () => {
    await fc.assert(
      fc.asyncProperty(rationalText.filter((r) => r.denominator.replace('-', '').length <= 4), async ({ numerator, denominator }) => {
        const dec = (await runTool('rational-to-decimal', { value: `${numerator}/${denominator}` })) as { decimal: string };
        const back = (await runTool('rational-from-decimal', { decimal: dec.decimal })) as R;
        const simple = (await runTool('rational-simplify', { value: `${numerator}/${denominator}` })) as R;
        expect([back.numerator, back.denominator]).to.deep.equal([simple.numerator, simple.denominator]);
      }),
      { numRuns: 150 },
    );
  });

  it('I.A(B) and I.AB(B) denote the same value (unrolling the block once), in lowest terms', async () => {
    const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.nat({ max: 10 ** 6 }), digits(0, 6), digits(1, 6), async (neg, int, fixed, block) => {
        const sign = neg ? '-' : '';
        const a = (await runTool('rational-from-decimal', { decimal: `${sign}${int}.${fixed}(${block})` })) as R;
        const b = (await runTool('rational-from-decimal', { decimal: `${sign}${int}.${fixed}${block}(${block})` })) as R;
        expect(a).to.deep.equal(b);
        expect(gcdRef(BigInt(a.numerator), BigInt(a.denominator))).to.equal(1n);
      }),
      { numRuns: 150 },
    );
  });
});
