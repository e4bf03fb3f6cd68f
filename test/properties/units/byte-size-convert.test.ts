import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';
import { convertProperties, decimalText } from './unit-convert-properties.js';

// Bits per unit, built from the prefix definitions independently of the impl's table.
const bits: Record<string, Fraction> = { bit: new Fraction(1), B: new Fraction(8) };
['k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'].forEach((p, i) => {
  bits[`${p}bit`] = new Fraction(10n ** BigInt(3 * (i + 1)));
  bits[`${p}B`] = new Fraction(8n * 10n ** BigInt(3 * (i + 1)));
});
['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'].forEach((p, i) => {
  bits[`${p}bit`] = new Fraction(2n ** BigInt(10 * (i + 1)));
  bits[`${p}B`] = new Fraction(8n * 2n ** BigInt(10 * (i + 1)));
});
convertProperties('byte-size-convert', bits);

describe('byte-size-convert conventions', () => {
  it('under jedec KB, MB, GB, TB equal KiB, MiB, GiB, TiB; under si KB is refused', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.constantFrom(['KB', 'KiB'], ['MB', 'MiB'], ['GB', 'GiB'], ['TB', 'TiB']), async (value, [jedec, iec]) => {
        const out = (await runTool('byte-size-convert', { value, from: jedec, to: iec, convention: 'jedec' })) as { value: string };
        expect(new Fraction(out.value).equals(new Fraction(value))).to.equal(true);
        if (jedec === 'KB') {
          const refused = await runTool('byte-size-convert', { value, from: 'KB', to: 'B' }).then(() => null, (e: { code: string }) => e.code);
          expect(refused).to.equal('invalid_input');
        }
      }),
      { numRuns: 100 },
    );
  });
});
