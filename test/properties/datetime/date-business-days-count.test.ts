// Properties date-business-days-count promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { calendarAt, referenceCount, startArb } from './business-arbitraries.js';
import { isoOfDay } from './calendar-arbitraries.js';

type Out = { business_days: number; days_in_range: number; weekend_days: number; holidays_excluded: number };

const caseArb = startArb.chain((start) =>
  fc.record({
    start: fc.constant(start),
    end: fc.integer({ min: start - 100, max: start + 400 }),
    cal: calendarAt(start),
    include_start: fc.boolean(),
    include_end: fc.boolean(),
  }),
);

describe('date-business-days-count properties', () => {
  it('matches a day-by-day count, and swapping the dates (with their flags) negates it', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ start, end, cal, include_start, include_end }) => {
        fc.pre(cal.weekend.length < 7);
        const out = (await runTool('date-business-days-count', { start: isoOfDay(start), end: isoOfDay(end), include_start, include_end, ...cal })) as Out;
        let from = Math.min(start, end);
        let to = Math.max(start, end);
        if (!(start <= end ? include_start : include_end)) from++;
        if (!(start <= end ? include_end : include_start)) to--;
        const n = referenceCount(cal, from, to);
        expect(out.business_days).to.equal(start <= end ? n : -n);
        expect(out.days_in_range - out.weekend_days - out.holidays_excluded).to.equal(Math.abs(out.business_days));
        const swapped = (await runTool('date-business-days-count', {
          start: isoOfDay(end),
          end: isoOfDay(start),
          include_start: include_end,
          include_end: include_start,
          ...cal,
        })) as Out;
        if (start !== end) expect(swapped.business_days).to.equal(-out.business_days);
      }),
      { numRuns: 300 },
    );
  });
  it('agrees with date-add-business-days: n business days after a date end the range of n', async () => {
    await fc.assert(
      fc.asyncProperty(startArb, fc.integer({ min: 1, max: 300 }), async (start, n) => {
        const added = (await runTool('date-add-business-days', { date: isoOfDay(start), days: n })) as { date: string };
        const out = (await runTool('date-business-days-count', { start: isoOfDay(start), end: added.date, include_start: false })) as Out;
        expect(out.business_days).to.equal(n);
      }),
      { numRuns: 200 },
    );
  });
});
