import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';

type Out = { text: string; value: string; unit: string; exact: boolean };
const SI = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const IEC = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

const bytesArb = fc.oneof(
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc.tuple(fc.integer({ min: 1, max: 8 }), fc.bigInt({ min: -3n, max: 3n }), fc.boolean()).map(([k, d, iec]) => (iec ? 1024n : 1000n) ** BigInt(k) + d),
  fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 3000 }), fc.boolean()).map(([k, d, iec]) => (iec ? 1024n : 1000n) ** BigInt(k) - BigInt(d) * (iec ? 1024n : 1000n) ** BigInt(k - 1) / 1000n),
);

describe('byte-size-format properties', () => {
  it('the value is bytes / unit rounded down within one step; the unit is the smallest that keeps it under the base', async () => {
    await fc.assert(
      fc.asyncProperty(bytesArb, fc.constantFrom('si', 'iec'), fc.integer({ min: 0, max: 6 }), async (n, system, decimals) => {
        const out = (await runTool('byte-size-format', { bytes: n.toString(), system, decimals, rounding: 'down' })) as Out;
        const names = system === 'iec' ? IEC : SI;
        const base = system === 'iec' ? 1024n : 1000n;
        const k = names.indexOf(out.unit);
        expect(out.text).to.equal(`${out.value} ${out.unit}`);
        const abs = n < 0n ? -n : n;
        if (k === 0) {
          expect(out.value).to.equal(n.toString());
          expect(abs < base).to.equal(true);
          return;
        }
        const exact = new Fraction(n).div(new Fraction(base ** BigInt(k)));
        const v = new Fraction(out.value);
        const step = new Fraction(1, 10 ** decimals);
        // rounding down: |v| <= |exact| < |v| + step, with exactly `decimals` digits
        expect(v.abs().compare(exact.abs()) <= 0 && exact.abs().compare(v.abs().add(step)) < 0).to.equal(true);
        expect(out.value.split('.')[1]?.length ?? 0).to.equal(decimals);
        expect(out.exact).to.equal(v.equals(exact));
        expect(abs >= base ** BigInt(k)).to.equal(true);
        if (k < 8) expect(abs < base ** BigInt(k + 1)).to.equal(true);
      }),
      { numRuns: 400 },
    );
  });

  it('half_even never shows the base when a larger unit exists', async () => {
    await fc.assert(
      fc.asyncProperty(bytesArb, fc.constantFrom('si', 'iec'), fc.integer({ min: 0, max: 3 }), fc.constantFrom('half_even', 'half_up', 'up', 'ceiling'), async (n, system, decimals, rounding) => {
        const out = (await runTool('byte-size-format', { bytes: n.toString(), system, decimals, rounding })) as Out;
        const base = system === 'iec' ? 1024 : 1000;
        if (out.unit !== 'YB' && out.unit !== 'YiB') expect(new Fraction(out.value).abs().compare(base) < 0).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
});
