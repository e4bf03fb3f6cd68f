import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';
import { decimalText } from './unit-convert-properties.js';

type Out = { value: string; exact: boolean; rational: { numerator: string; denominator: string } };
const unit = fc.constantFrom('C', 'F', 'K', 'R');

/** Textbook formulas, each scale to Celsius and back, written independently of the impl. */
const toC: Record<string, (v: Fraction) => Fraction> = {
  C: (v) => v, K: (v) => v.sub('273.15'), F: (v) => v.sub(32).mul(5, 9), R: (v) => v.mul(5, 9).sub('273.15'),
};
const fromC: Record<string, (c: Fraction) => Fraction> = {
  C: (c) => c, K: (c) => c.add('273.15'), F: (c) => c.mul(9, 5).add(32), R: (c) => c.add('273.15').mul(9, 5),
};
const degreeInK: Record<string, Fraction> = { C: new Fraction(1), K: new Fraction(1), F: new Fraction(5, 9), R: new Fraction(5, 9) };
const ratio = (o: Out) => new Fraction(BigInt(o.rational.numerator), BigInt(o.rational.denominator));

describe('unit-temperature-convert properties', () => {
  it('absolute readings follow the textbook formulas; below 0 K is invalid_input', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, unit, unit, async (value, from, to) => {
        const kelvin = fromC.K!(toC[from]!(new Fraction(value)));
        try {
          const out = (await runTool('unit-temperature-convert', { value, from, to })) as Out;
          expect(kelvin.compare(0) >= 0).to.equal(true);
          expect(ratio(out).equals(fromC[to]!(toC[from]!(new Fraction(value))))).to.equal(true);
          const back = (await runTool('unit-temperature-convert', { value: out.value, from: to, to: from, decimals: 40 })) as Out;
          if (out.exact) expect(ratio(back).equals(new Fraction(value))).to.equal(true);
        } catch (e) {
          expect(e instanceof ToolError && e.code === 'invalid_input' && kelvin.compare(0) < 0).to.equal(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('differences scale by the degree size only, and are odd (f(-x) = -f(x))', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, unit, unit, async (value, from, to) => {
        const out = (await runTool('unit-temperature-convert', { value, from, to, kind: 'difference' })) as Out;
        expect(ratio(out).equals(new Fraction(value).mul(degreeInK[from]!).div(degreeInK[to]!))).to.equal(true);
        const neg = value.startsWith('-') ? value.slice(1) : `-${value}`;
        const out2 = (await runTool('unit-temperature-convert', { value: neg, from, to, kind: 'difference' })) as Out;
        expect(ratio(out2).equals(ratio(out).neg())).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
