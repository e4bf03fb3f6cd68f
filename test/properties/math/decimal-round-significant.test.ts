import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { compareExact, decimalText, roundingMode } from './decimal-arbitraries.js';

type R = { value: string; scale: number };

/** Significant digits shown: from the first nonzero digit to the last written digit (zero: none). */
const shown = (text: string) => text.replace(/[-.]/g, '').replace(/^0+/, '').length;

describe('decimal-round-significant properties', () => {
  it('shows exactly `digits` significant digits when the last lies right of the point; agrees with decimal-round at that place', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.integer({ min: 1, max: 30 }), roundingMode, async (value, digits, rounding) => {
        const r = (await runTool('decimal-round-significant', { value, digits, rounding })) as R;
        const p = (await runTool('decimal-parse', { text: value })) as { decimal: string; unscaled: string };
        if (p.unscaled === '0') {
          expect(r.value).to.equal(p.decimal);
          return;
        }
        if (r.scale > 0) expect(shown(r.value)).to.equal(digits);
        else expect(shown(r.value)).to.be.at.most(Math.max(digits, r.value.replace('-', '').length));
        // the same value as decimal-round at the scale the result carries (when no carry moved it)
        const fixed = (await runTool('decimal-round', { value, scale: r.scale, rounding })) as R;
        if (r.scale > 0) expect(compareExact(fixed.value, r.value)).to.equal(0);
      }),
      { numRuns: 200 },
    );
  });

  it('is monotone: floor <= value <= ceiling', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.integer({ min: 1, max: 30 }), async (value, digits) => {
        const v = ((await runTool('decimal-parse', { text: value })) as { decimal: string }).decimal;
        const lo = (await runTool('decimal-round-significant', { value, digits, rounding: 'floor' })) as R;
        const hi = (await runTool('decimal-round-significant', { value, digits, rounding: 'ceiling' })) as R;
        expect(compareExact(lo.value, v)).to.be.at.most(0);
        expect(compareExact(hi.value, v)).to.be.at.least(0);
      }),
      { numRuns: 150 },
    );
  });
});
