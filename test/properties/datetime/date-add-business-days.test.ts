// Properties date-add-business-days promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { calendarAt, isBusiness, referenceAdd, startArb } from './business-arbitraries.js';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { date: string; weekday: number; calendar_days: number; holidays_skipped: number };

const caseArb = startArb.chain((start) => fc.record({ start: fc.constant(start), cal: calendarAt(start), n: fc.integer({ min: -150, max: 150 }) }));

describe('date-add-business-days properties', () => {
  it('matches a day-by-day reference, lands on a business day, and steps back by -n', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ start, cal, n }) => {
        fc.pre(cal.weekend.length < 7);
        const out = (await runTool('date-add-business-days', { date: isoOfDay(start), days: n, ...cal })) as Out;
        const expected = referenceAdd(cal, start, n);
        expect(out.date).to.equal(isoOfDay(expected));
        expect(out.calendar_days).to.equal(expected - start);
        if (n !== 0) {
          expect(isBusiness(cal, dayOfIso(out.date))).to.equal(true);
          if (isBusiness(cal, start)) {
            const back = (await runTool('date-add-business-days', { date: out.date, days: -n, ...cal })) as Out;
            expect(back.date).to.equal(isoOfDay(start));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
