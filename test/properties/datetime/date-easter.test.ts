// Properties date-easter promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso } from './calendar-arbitraries.js';

type Out = { date: string; julian_calendar_date: string | null; good_friday: string; easter_monday: string; ascension: string; pentecost: string };

const weekday = (iso: string) => new Date(dayOfIso(iso) * 86_400_000).getUTCDay();

describe('date-easter properties', () => {
  it('is a Sunday within the computus window, with the feasts at their fixed distances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1583, max: 9999 }), fc.constantFrom('western', 'orthodox'), async (year, tradition) => {
        const out = (await runTool('date-easter', { year, tradition })) as Out;
        expect(weekday(out.date)).to.equal(0);
        expect(weekday(out.good_friday)).to.equal(5);
        expect(weekday(out.ascension)).to.equal(4);
        const e = dayOfIso(out.date);
        expect([dayOfIso(out.good_friday), dayOfIso(out.easter_monday), dayOfIso(out.ascension), dayOfIso(out.pentecost)]).to.deep.equal([e - 2, e + 1, e + 39, e + 49]);
        // Both computuses place Easter between March 22 and April 25 of their own calendar.
        const own = tradition === 'western' ? out.date : out.julian_calendar_date!;
        expect(own.slice(5) >= '03-22' && own.slice(5) <= '04-25').to.equal(true);
        expect(own.slice(0, 4)).to.equal(String(year));
        if (tradition === 'western') expect(out.julian_calendar_date).to.equal(null);
      }),
      { numRuns: 300 },
    );
  });
  it('Orthodox Easter is never before Western Easter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1583, max: 9999 }), async (year) => {
        const w = (await runTool('date-easter', { year })) as Out;
        const o = (await runTool('date-easter', { year, tradition: 'orthodox' })) as Out;
        expect(o.date >= w.date).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
