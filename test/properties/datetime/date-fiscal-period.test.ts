// Properties date-fiscal-period promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = {
  fiscal_year: number;
  fiscal_quarter: number;
  fiscal_month: number;
  year_start: string;
  year_end: string;
  quarter_start: string;
  quarter_end: string;
  month_start: string;
  month_end: string;
  day_of_year: number;
  days_in_year: number;
};

const arb = fc.record({
  day: fc.integer({ min: dayOfIso('0002-01-01'), max: dayOfIso('9998-12-31') }),
  start_month: fc.integer({ min: 1, max: 12 }),
  start_day: fc.integer({ min: 1, max: 28 }),
  year_naming: fc.constantFrom('end', 'start'),
});

describe('date-fiscal-period properties', () => {
  it('the periods nest around the date, and the day after the year end opens the next fiscal year', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async ({ day, ...rest }) => {
        const date = isoOfDay(day);
        const a = (await runTool('date-fiscal-period', { date, ...rest })) as Out;
        expect(a.year_start <= a.quarter_start && a.quarter_start <= a.month_start && a.month_start <= date).to.equal(true);
        expect(date <= a.month_end && a.month_end <= a.quarter_end && a.quarter_end <= a.year_end).to.equal(true);
        expect(a.fiscal_quarter).to.equal(Math.ceil(a.fiscal_month / 3));
        expect(a.day_of_year).to.equal(day - dayOfIso(a.year_start) + 1);
        expect(a.days_in_year).to.equal(dayOfIso(a.year_end) - dayOfIso(a.year_start) + 1);
        if (a.year_end >= '9998-12-31') return;
        const next = (await runTool('date-fiscal-period', { date: isoOfDay(dayOfIso(a.year_end) + 1), ...rest })) as Out;
        expect([next.fiscal_year, next.fiscal_month, next.day_of_year]).to.deep.equal([a.fiscal_year + 1, 1, 1]);
      }),
      { numRuns: 300 },
    );
  });
});
