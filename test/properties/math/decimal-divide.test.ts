import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { compareExact, decimalText, exactOf, nonZeroDecimalText, roundingMode } from './decimal-arbitraries.js';

type Q = { quotient: string; scale: number; exact: boolean };

describe('decimal-divide properties', () => {
  it('dividing by 1 is decimal-round', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, fc.integer({ min: -5, max: 20 }), roundingMode, async (value, scale, rounding) => {
        const q = (await runTool('decimal-divide', { dividend: value, divisor: '1', scale, rounding })) as Q;
        const r = (await runTool('decimal-round', { value, scale, rounding })) as { value: string; scale: number };
        expect({ value: q.quotient, scale: q.scale }).to.deep.equal(r);
      }),
      { numRuns: 150 },
    );
  });

  it('down and up bracket the exact quotient one unit apart, unless exact', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, nonZeroDecimalText, fc.integer({ min: 0, max: 12 }), async (dividend, divisor, scale) => {
        const down = (await runTool('decimal-divide', { dividend, divisor, scale, rounding: 'floor' })) as Q;
        const up = (await runTool('decimal-divide', { dividend, divisor, scale, rounding: 'ceiling' })) as Q;
        const gap = exactOf(up.quotient)[0] - exactOf(down.quotient)[0];
        expect(gap).to.equal(down.exact ? 0n : 1n);
        expect(up.exact).to.equal(down.exact);
        // floor * divisor <= dividend (divisor > 0) checked through decimal-arithmetic and exact comparison
        if (down.quotient.length > 1100) return;
        const back = (await runTool('decimal-arithmetic', { a: down.quotient, b: divisor, operation: 'multiply' })) as { result: string };
        const a = ((await runTool('decimal-parse', { text: dividend })) as { decimal: string }).decimal;
        const c = compareExact(back.result, a);
        const positive = !divisor.startsWith('-');
        expect(down.exact ? c === 0 : positive ? c < 0 : c > 0).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('exact mode: the quotient times the divisor is the dividend, or it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, nonZeroDecimalText, async (dividend, divisor) => {
        const r = await outcome('decimal-divide', { dividend, divisor, rounding: 'exact' });
        const floor = (await runTool('decimal-divide', { dividend, divisor, scale: 40, rounding: 'floor' })) as Q;
        if (!r.ok) {
          expect(r.code).to.equal('inexact_result');
          return;
        }
        const q = r.value as Q;
        if (q.quotient.length > 1100) return;
        const back = (await runTool('decimal-arithmetic', { a: q.quotient, b: divisor, operation: 'multiply' })) as { result: string };
        expect(compareExact(back.result, ((await runTool('decimal-parse', { text: dividend })) as { decimal: string }).decimal)).to.equal(0);
        if (q.scale <= 40) expect(compareExact(q.quotient, floor.quotient)).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });
});
