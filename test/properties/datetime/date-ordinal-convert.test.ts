// Properties date-ordinal-convert promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayArb, dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { date: string; ordinal_date: string; ordinal_date_basic: string; year: number; day_of_year: number; days_in_year: number; days_remaining: number };

describe('date-ordinal-convert properties', () => {
  it('round-trips date -> ordinal -> date, in both written forms', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const date = isoOfDay(day);
        const a = (await runTool('date-ordinal-convert', { date })) as Out;
        expect(a.date).to.equal(date);
        expect(a.day_of_year).to.equal(day - dayOfIso(`${date.slice(0, 4)}-01-01`) + 1);
        expect(a.days_remaining).to.equal(dayOfIso(`${date.slice(0, 4)}-12-31`) - day);
        expect((await runTool('date-ordinal-convert', { ordinal_date: a.ordinal_date })) as Out).to.deep.equal(a);
        expect((await runTool('date-ordinal-convert', { ordinal_date: a.ordinal_date_basic })) as Out).to.deep.equal(a);
      }),
      { numRuns: 300 },
    );
  });
});
