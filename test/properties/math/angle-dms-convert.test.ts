import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { gcdRef } from './math-arbitraries.js';

type R = { numerator: string; denominator: string };
const ARCSEC: Record<string, bigint> = { deg: 3600n, arcmin: 60n, arcsec: 1n };
const unit = fc.constantFrom('deg', 'arcmin', 'arcsec');

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.stringMatching(/^[0-9]{1,25}$/), { nil: undefined }))
  .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`);

/** The decimal as an unreduced fraction, parsed independently of the tool. */
function decimalFraction(text: string): [bigint, bigint] {
  const [whole, frac = ''] = text.split('.');
  return [BigInt((whole ?? '') + frac), 10n ** BigInt(frac.length)];
}

describe('angle-dms-convert properties', () => {
  it('equals value * from / to exactly, in lowest terms', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, unit, unit, async (value, from, to) => {
        const out = (await runTool('angle-dms-convert', { value, from, to })) as R;
        const [n, d] = decimalFraction(value);
        const [on, od] = [BigInt(out.numerator), BigInt(out.denominator)];
        expect(od > 0n && gcdRef(on, od) === 1n).to.equal(true);
        expect(on * d * ARCSEC[to]!).to.equal(n * ARCSEC[from]! * od);
      }),
      { numRuns: 200 },
    );
  });

  it('deg -> arcsec -> deg round-trips exactly (integer arcsec values)', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, async (value) => {
        const deg = (await runTool('angle-dms-convert', { value, from: 'deg', to: 'deg' })) as R;
        const sec = (await runTool('angle-dms-convert', { value, from: 'deg', to: 'arcsec' })) as R;
        // The arcsec result as a decimal when it terminates; otherwise compare as fractions.
        const [sn, sd] = [BigInt(sec.numerator), BigInt(sec.denominator)];
        const back = BigInt(deg.numerator) * 3600n * sd === sn * BigInt(deg.denominator);
        expect(back).to.equal(true);
        if (sd === 1n) {
          const again = (await runTool('angle-dms-convert', { value: sec.numerator, from: 'arcsec', to: 'deg' })) as R;
          expect(again).to.deep.equal(deg);
        }
      }),
      { numRuns: 150 },
    );
  });
});
