// Properties date-from-iso-week promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { LAST_DAY, dayArb, dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Week = { week_year: number; week: number; weekday: number; week_date: string };
type Out = { date: string; week_date: string; week_start: string; week_end: string | null };

describe('date-from-iso-week properties', () => {
  it('inverts date-iso-week for every supported date', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const w = (await runTool('date-iso-week', { date: isoOfDay(day) })) as Week;
        const out = (await runTool('date-from-iso-week', { week_year: w.week_year, week: w.week, weekday: w.weekday })) as Out;
        expect(out.date).to.equal(isoOfDay(day));
        expect(out.week_date).to.equal(w.week_date);
        expect(dayOfIso(out.week_start)).to.equal(day - w.weekday + 1);
        const end = day - w.weekday + 7;
        expect(out.week_end).to.equal(end > LAST_DAY ? null : isoOfDay(end));
      }),
      { numRuns: 300 },
    );
  });
  it('week 53 exists exactly when date-year-info counts 53 weeks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9999 }), async (year) => {
        const info = (await runTool('date-year-info', { year })) as { iso_weeks: number };
        const ok = await runTool('date-from-iso-week', { week_year: year, week: 53 }).then(
          () => true,
          () => false,
        );
        expect(ok).to.equal(info.iso_weeks === 53);
      }),
      { numRuns: 200 },
    );
  });
});
