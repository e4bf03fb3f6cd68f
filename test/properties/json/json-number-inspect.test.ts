import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Row = { literal: string; double: string | null; round_trips: boolean; exceeds_safe_integer: boolean; pointer: string };
type Inspected = { number_count: number; flagged_count: number; numbers: Row[] };
const SAFE = 2n ** 53n - 1n;

/** The integer a shortest double form ("2.384185791015625e+21" or "123") denotes. */
function shortestAsBigInt(d: number): bigint {
  const [mantissa, exp] = String(d).split('e');
  const [int, frac = ''] = mantissa!.split('.');
  const shift = Number(exp ?? 0) - frac.length;
  const digits = BigInt(int! + frac);
  return shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift);
}

describe('json-number-inspect properties', () => {
  it('judges integer literals exactly against BigInt', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }), { minLength: 1, maxLength: 20 }), async (ints) => {
        const text = `[${ints.join(',')}]`;
        const r = (await runTool('json-number-inspect', { text, report: 'all' })) as Inspected;
        expect(r.number_count).to.equal(ints.length);
        r.numbers.forEach((row, i) => {
          const n = ints[i]!;
          expect(row.pointer).to.equal(`/${i}`);
          expect(row.literal).to.equal(n.toString());
          expect(row.exceeds_safe_integer).to.equal(n > SAFE || n < -SAFE);
          // Round-trip means the shortest form of the nearest double reads back as the same value.
          expect(row.round_trips).to.equal(shortestAsBigInt(Number(n)) === n);
        });
        expect(r.flagged_count).to.equal(r.numbers.filter((x) => !x.round_trips || x.exceeds_safe_integer).length);
      }),
      { numRuns: 150 },
    );
  });

  it('every shortest double form round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), async (d) => {
        const r = (await runTool('json-number-inspect', { text: JSON.stringify(d), report: 'all' })) as Inspected;
        expect(r.numbers[0]!.round_trips).to.equal(true);
        expect(r.flagged_count).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });
});
