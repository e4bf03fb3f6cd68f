// Properties date-year-info promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso } from './calendar-arbitraries.js';

type Out = {
  leap_year: boolean;
  days_in_year: number;
  month_days: number[];
  iso_weeks: number;
  jan1_weekday: number;
  dec31_weekday: number;
  iso_week1_monday: string;
};

const yearArb = fc.oneof(fc.integer({ min: 1, max: 9998 }), fc.constantFrom(1, 1600, 1700, 1900, 2000, 2100, 2400, 9998));

describe('date-year-info properties', () => {
  it('month lengths add up to the year, and consecutive years chain their weekdays and week counts', async () => {
    await fc.assert(
      fc.asyncProperty(yearArb, async (year) => {
        const a = (await runTool('date-year-info', { year })) as Out;
        const b = (await runTool('date-year-info', { year: year + 1 })) as Out;
        expect(a.month_days.reduce((s, n) => s + n, 0)).to.equal(a.days_in_year);
        expect(a.days_in_year).to.equal(a.leap_year ? 366 : 365);
        expect(b.jan1_weekday).to.equal((a.dec31_weekday % 7) + 1);
        expect(dayOfIso(b.iso_week1_monday) - dayOfIso(a.iso_week1_monday)).to.equal(7 * a.iso_weeks);
        expect(new Date(dayOfIso(a.iso_week1_monday) * 86_400_000).getUTCDay()).to.equal(1);
      }),
      { numRuns: 300 },
    );
  });
});
