import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { addQ, divQ, ofText, q, qText, rationalTextArb, readQ } from './rational-text-arbitraries.js';

type Mean = { position: number; count: number; numerator: string; denominator: string };
const run = async (input: Record<string, unknown>) => ((await runTool('array-rational-moving-average', input)) as { means: Mean[] }).means;

describe('array-rational-moving-average properties', () => {
  it('each mean is the exact average of the items its window covers (rules 3 to 6)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 24 }), fc.constantFrom('trailing', 'centered'), fc.boolean(), async (values, window, alignment, partial) => {
        const means = await run({ values, window, alignment, partial });
        const before = alignment === 'centered' ? Math.floor(window / 2) : window - 1;
        const expected: Mean[] = [];
        for (let i = 0; i < values.length; i++) {
          const lo = i - before;
          const hi = lo + window - 1;
          if (!partial && (lo < 0 || hi >= values.length)) continue;
          const items = values.slice(Math.max(lo, 0), Math.min(hi, values.length - 1) + 1).map(readQ);
          const sum = items.reduce(addQ, q(0n, 1n));
          expected.push({ position: i, count: items.length, ...qText(divQ(sum, q(BigInt(items.length), 1n))) });
        }
        expect(means).to.deep.equal(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('full windows are the partial result restricted to count = window; a centered odd window is the trailing one moved back by (w - 1)/2', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 6 }), async (values, h) => {
        const window = 2 * h + 1;
        const full = await run({ values, window, alignment: 'centered' });
        const part = await run({ values, window, alignment: 'centered', partial: true });
        expect(part.filter((m) => m.count === window)).to.deep.equal(full);
        const trailing = await run({ values, window });
        expect(trailing.map((m) => ({ ...m, position: m.position - h }))).to.deep.equal(full);
        const ones = await run({ values, window: 1 });
        expect(ones.map((m) => ofText(m))).to.deep.equal(values.map(readQ));
      }),
      { numRuns: 150 },
    );
  });
});
