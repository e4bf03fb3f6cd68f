import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { compareExact, decimalText, exactOf, roundingMode } from './decimal-arbitraries.js';

type R = { value: string; scale: number };
const round = async (value: string, scale: number, rounding: string) => (await runTool('decimal-round', { value, scale, rounding })) as R;

describe('decimal-round properties', () => {
  it('floor <= value <= ceiling, one step apart unless exact; every mode lands on one of them', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.integer({ min: -6, max: 12 }), roundingMode, async (value, scale, mode) => {
        const v = ((await runTool('decimal-parse', { text: value })) as { decimal: string }).decimal;
        const lo = await round(value, scale, 'floor');
        const hi = await round(value, scale, 'ceiling');
        expect(compareExact(lo.value, v)).to.be.at.most(0);
        expect(compareExact(hi.value, v)).to.be.at.least(0);
        const step = 10n ** BigInt(Math.max(0, -scale));
        const gap = exactOf(hi.value)[0] - exactOf(lo.value)[0];
        expect(gap === 0n || gap === step).to.equal(true);
        const r = await round(value, scale, mode);
        expect(r.scale).to.equal(Math.max(0, scale));
        expect([lo.value, hi.value]).to.include(r.value);
      }),
      { numRuns: 200 },
    );
  });

  it('is idempotent, and exact when the scale is at least the value\'s own', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.integer({ min: -6, max: 12 }), roundingMode, async (value, scale, mode) => {
        const r = await round(value, scale, mode);
        if (r.value.length <= 1100) expect(await round(r.value, scale, mode)).to.deep.equal(r); // the schema's bound
        const own = ((await runTool('decimal-parse', { text: value })) as { decimal: string; scale: number });
        if (scale >= own.scale) expect(compareExact(r.value, own.decimal)).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });
});
