import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type Expanded = { values: string[]; count: number };
const int64ish = fc.oneof(fc.bigInt({ min: -20n, max: 20n }), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n - 1n }));
const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

describe('integer-ranges-expand properties', () => {
  it('expand(compress(x)) is x sorted and deduplicated, for every min_run and separator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(int64ish, { maxLength: 50 }), fc.integer({ min: 2, max: 6 }), fc.constantFrom(',', ', '), async (xs, minRun, separator) => {
        const { text } = (await runTool('array-integer-ranges-compress', { values: xs.map(String), min_run: minRun, separator })) as { text: string };
        const back = (await runTool('integer-ranges-expand', { text, overlap: 'error' })) as Expanded;
        const expected = [...new Set(xs)].sort(cmp).map(String);
        expect(back).to.deep.equal({ values: expected, count: expected.length });
      }),
      { numRuns: 200 },
    );
  });

  it('values ascend strictly, and item order, reversal under swap and repeats do not change them', async () => {
    const item = fc.tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }));
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 10 }), async (items) => {
        const text = (list: [number, number][]) => list.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(',');
        const sorted = items.map(([a, b]) => (a <= b ? [a, b] : [b, a]) as [number, number]);
        const r = (await runTool('integer-ranges-expand', { text: text(items), reversed: 'swap' })) as Expanded;
        const again = (await runTool('integer-ranges-expand', { text: text([...sorted].reverse().concat(sorted)) })) as Expanded;
        expect(again).to.deep.equal(r);
        const nums = r.values.map(Number);
        for (let i = 1; i < nums.length; i++) expect(nums[i]!).to.be.greaterThan(nums[i - 1]!);
        const covered = new Set<number>();
        for (const [a, b] of sorted) for (let v = a; v <= b; v++) covered.add(v);
        expect(r.count).to.equal(covered.size);
        const total = sorted.reduce((s, [a, b]) => s + b - a + 1, 0);
        const strict = await outcome('integer-ranges-expand', { text: text(sorted), overlap: 'error' });
        expect(strict.ok).to.equal(total === covered.size);
      }),
      { numRuns: 200 },
    );
  });

  it('a range whose size exceeds max_values is refused without expanding, however large', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -(10n ** 19n), max: 10n ** 19n }), fc.bigInt({ min: 10_000n, max: 10n ** 19n }), async (a, n) => {
        const r = await outcome('integer-ranges-expand', { text: `${a}-${a + n}` });
        expect(r).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/text' });
      }),
      { numRuns: 100 },
    );
  });
});
