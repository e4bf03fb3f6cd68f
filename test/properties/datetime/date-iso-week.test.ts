// Properties date-iso-week promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { LAST_DAY, dayArb, dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { week_year: number; week: number; weekday: number; week_date: string; week_date_basic: string; week_start: string };

describe('date-iso-week properties', () => {
  it('the next day continues the week, or starts the next week on Monday', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb.filter((d) => d < LAST_DAY), async (day) => {
        const a = (await runTool('date-iso-week', { date: isoOfDay(day) })) as Out;
        const b = (await runTool('date-iso-week', { date: isoOfDay(day + 1) })) as Out;
        expect(dayOfIso(a.week_start)).to.equal(day - a.weekday + 1);
        expect(a.week_date_basic).to.equal(a.week_date.replace(/-/g, ''));
        if (a.weekday < 7) {
          expect([b.week_year, b.week, b.weekday]).to.deep.equal([a.week_year, a.week, a.weekday + 1]);
        } else {
          expect(b.weekday).to.equal(1);
          if (b.week === 1) expect(b.week_year).to.equal(a.week_year + 1);
          else expect([b.week_year, b.week]).to.deep.equal([a.week_year, a.week + 1]);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('the week-year is the calendar year of the week\'s Thursday', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const a = (await runTool('date-iso-week', { date: isoOfDay(day) })) as Out;
        expect(Number(isoOfDay(dayOfIso(a.week_start) + 3).slice(0, 4))).to.equal(a.week_year);
      }),
      { numRuns: 300 },
    );
  });
});
