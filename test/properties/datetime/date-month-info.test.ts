// Properties date-month-info promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso } from './calendar-arbitraries.js';

type Out = {
  days_in_month: number;
  first_date: string;
  last_date: string;
  first_weekday: number;
  last_weekday: number;
  weekday_counts: number[];
  iso_weeks: { week_year: number; week: number; days_in_month: number }[];
};

const monthArb = fc.record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) });

describe('date-month-info properties', () => {
  it('counts add up, weeks are consecutive and the month joins the next one', async () => {
    await fc.assert(
      fc.asyncProperty(monthArb, async ({ year, month }) => {
        const a = (await runTool('date-month-info', { year, month })) as Out;
        const sum = (xs: number[]) => xs.reduce((s, n) => s + n, 0);
        expect(sum(a.weekday_counts)).to.equal(a.days_in_month);
        expect(sum(a.iso_weeks.map((w) => w.days_in_month))).to.equal(a.days_in_month);
        expect(dayOfIso(a.last_date) - dayOfIso(a.first_date) + 1).to.equal(a.days_in_month);
        expect(a.iso_weeks[0]!.days_in_month).to.equal(8 - a.first_weekday);
        expect(a.iso_weeks[a.iso_weeks.length - 1]!.days_in_month).to.equal(a.last_weekday);
        if (year === 9999 && month === 12) return;
        const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
        const b = (await runTool('date-month-info', next)) as Out;
        expect(dayOfIso(b.first_date)).to.equal(dayOfIso(a.last_date) + 1);
        expect(b.first_weekday).to.equal((a.last_weekday % 7) + 1);
      }),
      { numRuns: 300 },
    );
  });
});
