// Properties duration-sum promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { durationArb } from './duration-arbitraries.js';

type Sum = { duration: string | null; years: string; months: string; exact_seconds: string };

const noMonthFraction = durationArb.filter((g) => g.units.Y === undefined || g.units.Y % 1_000_000_000n === 0n).filter((g) => g.units.M === undefined || g.units.M % 1_000_000_000n === 0n);

function nanosOf(seconds: string): bigint {
  const neg = seconds.startsWith('-');
  const [int, frac = ''] = seconds.replace('-', '').split('.');
  const v = BigInt(int!) * 1_000_000_000n + BigInt(frac.padEnd(9, '0'));
  return neg ? -v : v;
}

describe('duration-sum properties', () => {
  it('the exact part is the sum of the exact lengths, the calendar part the sum of the months', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(noMonthFraction, { maxLength: 12 }), async (list) => {
        const out = (await runTool('duration-sum', { durations: list.map((g) => g.text), months_to_years: false })) as Sum;
        let months = 0n;
        let exact = 0n;
        for (const g of list) {
          const m = ((g.units.Y ?? 0n) * 12n + (g.units.M ?? 0n)) / 1_000_000_000n;
          months += BigInt(g.sign) * m;
          const fixed = (['W', 'D', 'H', 'TM', 'S'] as const).reduce((acc, u) => acc + ((g.units[u] ?? 0n) * { W: 604_800n, D: 86_400n, H: 3_600n, TM: 60n, S: 1n }[u]), 0n);
          exact += BigInt(g.sign) * fixed;
        }
        expect(out.months).to.equal(months.toString());
        expect(nanosOf(out.exact_seconds)).to.equal(exact);
      }),
      { numRuns: 200 },
    );
  });
  it('summing the sums of two halves gives the same total (when no sign is mixed)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(noMonthFraction, { maxLength: 10 }), fc.nat(), async (list, cut) => {
        const texts = list.map((g) => g.text);
        const at = texts.length ? cut % (texts.length + 1) : 0;
        const whole = (await runTool('duration-sum', { durations: texts })) as Sum;
        const a = (await runTool('duration-sum', { durations: texts.slice(0, at) })) as Sum;
        const b = (await runTool('duration-sum', { durations: texts.slice(at) })) as Sum;
        fc.pre(a.duration !== null && b.duration !== null);
        const again = (await runTool('duration-sum', { durations: [a.duration, b.duration] })) as Sum;
        expect(again).to.deep.equal({ ...whole, count: 2 });
      }),
      { numRuns: 200 },
    );
  });
});
