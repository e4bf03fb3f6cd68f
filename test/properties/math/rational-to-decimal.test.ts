import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { rationalText } from './math-arbitraries.js';

type Exact = { decimal: string; exact: boolean; negative: boolean; integer_part: string; non_repeating: string; repeating: string };
const modes = ['half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor'] as const;
const small = rationalText.filter((r) => r.denominator.replace('-', '').length <= 4);

describe('rational-to-decimal properties', () => {
  it('the exact expansion has the shortest period, never a block of 9s, and parts that rebuild the text', async () => {
    await fc.assert(
      fc.asyncProperty(small, async ({ numerator, denominator }) => {
        const out = (await runTool('rational-to-decimal', { value: `${numerator}/${denominator}` })) as Exact;
        const rep = out.repeating;
        expect(/^9+$/.test(rep)).to.equal(false);
        for (let k = 1; k < rep.length; k++) if (rep.length % k === 0) expect(rep.slice(0, k).repeat(rep.length / k)).to.not.equal(rep);
        // the last fixed digit differs from the last block digit, or the prefix could be shorter
        if (rep !== '' && out.non_repeating !== '') expect(out.non_repeating.at(-1)).to.not.equal(rep.at(-1));
        const frac = out.non_repeating + (rep ? `(${rep})` : '');
        expect(out.decimal).to.equal(`${out.negative ? '-' : ''}${out.integer_part}${frac ? '.' + frac : ''}`);
      }),
      { numRuns: 200 },
    );
  });

  it('rounding to a scale stays within one unit of the last place, on the side the mode names', async () => {
    await fc.assert(
      fc.asyncProperty(rationalText, fc.integer({ min: 0, max: 12 }), fc.constantFrom(...modes), async ({ numerator, denominator }, scale, rounding) => {
        const out = (await runTool('rational-to-decimal', { value: `${numerator}/${denominator}`, scale, rounding })) as { decimal: string; exact: boolean };
        let [n, d] = [BigInt(numerator), BigInt(denominator)];
        if (d < 0n) [n, d] = [-n, -d];
        const unscaled = BigInt(out.decimal.replace('.', ''));
        const diff = unscaled * d - n * 10n ** BigInt(scale); // (rounded - value) * d * 10^scale
        const abs = diff < 0n ? -diff : diff;
        expect(abs < d).to.equal(true);
        expect(out.exact).to.equal(diff === 0n);
        if (rounding === 'floor') expect(diff <= 0n).to.equal(true);
        if (rounding === 'ceiling') expect(diff >= 0n).to.equal(true);
        if (rounding === 'down') expect(unscaled === 0n || (unscaled < 0n) === (n < 0n)).to.equal(true);
        if (rounding.startsWith('half')) expect(2n * abs <= d).to.equal(true);
        expect(out.decimal.includes('.') ? out.decimal.split('.')[1]!.length : 0).to.equal(scale);
        expect(out.decimal.startsWith('-') && !/[1-9]/.test(out.decimal)).to.equal(false); // never "-0.00"
      }),
      { numRuns: 200 },
    );
  });
});
