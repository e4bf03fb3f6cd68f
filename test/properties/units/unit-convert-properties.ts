// Properties every linear convert tool of the units category promises (rules 3 to 5 of each
// contract), checked against an independent table of factors written here from the cited definitions.
import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';

type Out = { value: string; exact: boolean; rational: { numerator: string; denominator: string } };

export const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.option(fc.stringMatching(/^[0-9]{1,12}$/), { nil: undefined }))
  .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`);

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** Checks result = value * factors[from] / factors[to], reduced, the decimal form and the round trip. */
export function convertProperties(id: string, factors: Record<string, Fraction>): void {
  const units = Object.keys(factors);
  const unit = fc.constantFrom(...units);
  describe(`${id} properties`, () => {
    it('equals value x from / to exactly, in lowest terms, with the decimal of rule 4', async () => {
      await fc.assert(
        fc.asyncProperty(decimalText, unit, unit, fc.integer({ min: 0, max: 30 }), async (value, from, to, decimals) => {
          const out = (await runTool(id, { value, from, to, decimals, rounding: 'down' })) as Out;
          const expected = new Fraction(value).mul(factors[from]!).div(factors[to]!);
          const [n, d] = [BigInt(out.rational.numerator), BigInt(out.rational.denominator)];
          expect(d > 0n && gcd(n, d) === 1n).to.equal(true);
          expect(new Fraction(n, d).equals(expected)).to.equal(true);
          let den = d;
          while (den % 2n === 0n) den /= 2n;
          while (den % 5n === 0n) den /= 5n;
          expect(out.exact).to.equal(den === 1n);
          if (out.exact) expect(new Fraction(out.value).equals(expected)).to.equal(true);
          else {
            // rounding down: |value| <= |exact| < |value| + 10^-decimals
            const v = new Fraction(out.value);
            const step = new Fraction(1, 10 ** decimals);
            expect(v.abs().compare(expected.abs()) <= 0 && expected.abs().compare(v.abs().add(step)) < 0).to.equal(true);
            expect(out.value.split('.')[1]?.length ?? 0).to.equal(decimals);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('an exact result converts back to the input value', async () => {
      await fc.assert(
        fc.asyncProperty(decimalText, unit, unit, async (value, from, to) => {
          const out = (await runTool(id, { value, from, to })) as Out;
          if (!out.exact) return;
          const back = (await runTool(id, { value: out.value, from: to, to: from })) as Out;
          expect(back.exact).to.equal(true);
          expect(new Fraction(back.value).equals(new Fraction(value))).to.equal(true);
        }),
        { numRuns: 200 },
      );
    });
  });
}
