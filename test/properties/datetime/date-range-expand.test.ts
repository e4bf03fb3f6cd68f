// Properties date-range-expand promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import type { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';
import { dayArb, FIRST_DAY, isoOfDay, LAST_DAY } from './calendar-arbitraries.js';

/** A start and an end up to about a year later (sometimes before it). */
const rangeArb = fc
  .tuple(dayArb, fc.integer({ min: -30, max: 1500 }))
  .map(([d, span]) => [isoOfDay(d), isoOfDay(Math.max(FIRST_DAY, Math.min(LAST_DAY, d + span)))] as const);

const stepArb = fc
  .record({
    years: fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat({ max: 1 }) }),
    months: fc.oneof(fc.constant(0), fc.nat({ max: 3 })),
    weeks: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat({ max: 2 }) }),
    days: fc.oneof(fc.constant(0), fc.nat({ max: 12 })),
  })
  .filter((s) => s.years + s.months + s.weeks + s.days > 0)
  .map((s) => `P${s.years ? `${s.years}Y` : ''}${s.months ? `${s.months}M` : ''}${s.weeks ? `${s.weeks}W` : ''}${s.days ? `${s.days}D` : ''}`);

/** k x step as a duration text ("P0D" for k = 0). */
function multiply(step: string, k: number): string {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(step)!;
  const [y, mo, w, d] = [1, 2, 3, 4].map((i) => Number(m[i] ?? 0) * k);
  return `P${y}Y${mo}M${w}W${d}D`;
}

/** The listed dates, or an empty list when the range is beyond max_dates (those are not compared here). */
async function expand(input: Record<string, string>): Promise<{ dates: string[] }> {
  try {
    return (await runTool('date-range-expand', input)) as { dates: string[] };
  } catch (e) {
    if ((e as ToolError).code === 'limit_exceeded') return { dates: [] };
    throw e;
  }
}

let listed = 0;

describe('date-range-expand properties', () => {
  after(() => expect(listed).to.be.greaterThan(1000)); // the ranges are not trivially empty
  it('under clamp the k-th date is date-add-duration(start, k x step): computed from the start, never chained', async () => {
    await fc.assert(
      fc.asyncProperty(rangeArb, stepArb, async ([start, end], step) => {
        const out = await expand({ start, end, step });
        fc.pre(out.dates.length <= 120);
        listed += out.dates.length;
        for (let k = 0; k < out.dates.length; k++) {
          const want = (await runTool('date-add-duration', { date: start, duration: multiply(step, k) })) as { date: string };
          expect(out.dates[k]).to.equal(want.date);
        }
        for (let k = 1; k < out.dates.length; k++) expect(out.dates[k - 1]! < out.dates[k]!).to.equal(true);
        for (const date of out.dates) expect(date <= end).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
  it('skip lists exactly the candidates whose day exists (date-add-duration with reject succeeds)', async () => {
    await fc.assert(
      fc.asyncProperty(rangeArb, stepArb, async ([start, end], step) => {
        const clamp = await expand({ start, end, step });
        fc.pre(clamp.dates.length <= 60);
        const skip = await expand({ start, end, step, end_of_month: 'skip' });
        const kept: string[] = [];
        for (let k = 0; k < clamp.dates.length; k++) {
          try {
            await runTool('date-add-duration', { date: start, duration: multiply(step, k), end_of_month: 'reject' });
            kept.push(clamp.dates[k]!);
          } catch {
            // the k-th candidate's day does not exist: skipped
          }
        }
        expect(skip.dates).to.deep.equal(kept);
      }),
      { numRuns: 150 },
    );
  });
});
