import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';
import { decimalText } from './unit-convert-properties.js';

type Out = { text: string; negative: boolean; exact: boolean; parts: { unit: string; value: string }[] };
// The smallest part's unit in metres, and each part in smallest units, from the 1959 definitions.
const FORMS: Record<string, { smallest: Fraction; sizes: number[] }> = {
  ft_in: { smallest: new Fraction('0.0254'), sizes: [12, 1] },
  yd_ft_in: { smallest: new Fraction('0.0254'), sizes: [36, 12, 1] },
  m_cm: { smallest: new Fraction(1, 100), sizes: [100, 1] },
  km_m: { smallest: new Fraction(1), sizes: [1000, 1] },
};
const UNITS: Record<string, Fraction> = { m: new Fraction(1), cm: new Fraction(1, 100), in: new Fraction('0.0254'), ft: new Fraction('0.3048'), mi: new Fraction('1609.344') };

describe('unit-length-compound-format properties', () => {
  it('the parts add up to the total rounded down within one step, each part below its ratio', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.constantFrom(...Object.keys(UNITS)), fc.constantFrom(...Object.keys(FORMS)), fc.integer({ min: 0, max: 4 }), async (value, unit, form, decimals) => {
        const out = (await runTool('unit-length-compound-format', { value, unit, form, decimals, rounding: 'down' })) as Out;
        const { smallest, sizes } = FORMS[form]!;
        const exact = new Fraction(value).mul(UNITS[unit]!).div(smallest).abs();
        let total = new Fraction(0);
        out.parts.forEach((p, i) => {
          total = total.add(new Fraction(p.value).mul(sizes[i]!));
          if (i > 0) expect(new Fraction(p.value).compare(sizes[i - 1]! / sizes[i]!) < 0).to.equal(true);
        });
        const step = new Fraction(1, 10 ** decimals);
        expect(total.compare(exact) <= 0 && exact.compare(total.add(step)) < 0).to.equal(true);
        expect(out.exact).to.equal(total.equals(exact));
        expect(out.negative).to.equal(value.startsWith('-') && !total.equals(0));
        expect(out.text).to.equal((out.negative ? '-' : '') + out.parts.map((p) => `${p.value} ${p.unit}`).join(' '));
      }),
      { numRuns: 300 },
    );
  });
});
