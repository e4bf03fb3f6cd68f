import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { gcdRef, rationalText } from './math-arbitraries.js';

type Out = { numerator: string; denominator: string; text: string; common_factor: string; mixed: { negative: boolean; whole: string; numerator: string; denominator: string }; mixed_text: string };

describe('rational-simplify properties', () => {
  it('keeps the value, reduces fully, and the mixed form adds back up to it', async () => {
    await fc.assert(
      fc.asyncProperty(rationalText, async ({ numerator, denominator }) => {
        const out = (await runTool('rational-simplify', { value: `${numerator}/${denominator}` })) as Out;
        const [p, q] = [BigInt(out.numerator), BigInt(out.denominator)];
        const [n, d] = [BigInt(numerator), BigInt(denominator)];
        expect(q > 0n && gcdRef(p, q) === 1n).to.equal(true);
        expect(p * d).to.equal(n * q); // same value
        expect(BigInt(out.common_factor)).to.equal(n === 0n ? (d < 0n ? -d : d) : gcdRef(n, d));
        const m = out.mixed;
        const [w, mn, md] = [BigInt(m.whole), BigInt(m.numerator), BigInt(m.denominator)];
        expect(mn < md && mn >= 0n).to.equal(true);
        expect((m.negative ? -1n : 1n) * (w * md + mn) * q).to.equal(p * md);
        expect(m.negative).to.equal(p < 0n);
      }),
      { numRuns: 200 },
    );
  });

  it('a decimal and its fraction form simplify alike', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 1, max: 20 }), async (unscaled, scale) => {
        const abs = (unscaled < 0n ? -unscaled : unscaled).toString().padStart(scale + 1, '0');
        const text = `${unscaled < 0n ? '-' : ''}${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
        const a = (await runTool('rational-simplify', { value: text })) as Out;
        const b = (await runTool('rational-simplify', { value: `${unscaled}/${10n ** BigInt(scale)}` })) as Out;
        expect(a).to.deep.equal(b);
      }),
      { numRuns: 150 },
    );
  });
});
