import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';

type Out = { seconds: { value: string; exact: boolean; rational: { numerator: string; denominator: string } }; duration: string };

const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }))
  .map(([int, frac]) => `${int}${frac === undefined ? '' : `.${frac}`}`);
const BITS: Record<string, bigint> = { bit: 1n, kbit: 1000n, Mbit: 10n ** 6n, Gbit: 10n ** 9n, Kibit: 1024n, B: 8n, kB: 8000n, MB: 8n * 10n ** 6n, GiB: 8n * 2n ** 30n, TB: 8n * 10n ** 12n };
const unit = fc.constantFrom(...Object.keys(BITS));

/** Reads PT[nH][nM][n.fS] back to seconds. */
function durationSeconds(d: string): Fraction {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(d)!;
  return new Fraction(m[1] ?? 0).mul(3600).add(new Fraction(m[2] ?? 0).mul(60)).add(new Fraction(m[3] ?? 0));
}

describe('data-transfer-time properties', () => {
  it('seconds = size x bits / (rate x bits) exactly; the duration is those seconds rounded down', async () => {
    await fc.assert(
      fc.asyncProperty(amount, unit, amount, unit, fc.integer({ min: 0, max: 6 }), async (size, su, rate, ru, decimals) => {
        const input = { size, size_unit: su, rate, rate_unit: `${ru}/s`, decimals, rounding: 'down' };
        if (new Fraction(rate).equals(0)) {
          const code = await runTool('data-transfer-time', input).then(() => null, (e: { code: string }) => e.code);
          expect(code).to.equal('division_by_zero');
          return;
        }
        const out = (await runTool('data-transfer-time', input)) as Out;
        const exact = new Fraction(size).mul(BITS[su]!).div(new Fraction(rate).mul(BITS[ru]!));
        expect(new Fraction(BigInt(out.seconds.rational.numerator), BigInt(out.seconds.rational.denominator)).equals(exact)).to.equal(true);
        const d = durationSeconds(out.duration);
        const step = new Fraction(1, 10 ** decimals);
        expect(d.compare(exact) <= 0 && exact.compare(d.add(step)) < 0).to.equal(true);
        const m = /^PT(?:\d+H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(out.duration)!;
        if (m[1] !== undefined) expect(Number(m[1]) < 60).to.equal(true);
        if (m[2] !== undefined) {
          expect(new Fraction(m[2]).compare(60) < 0).to.equal(true);
          if (m[2].includes('.')) expect(m[2].endsWith('0')).to.equal(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
