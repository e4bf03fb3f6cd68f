// Properties date-business-day-adjust promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { calendarAt, isBusiness, startArb } from './business-arbitraries.js';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { date: string; adjusted: boolean; days_moved: number };

const caseArb = startArb.chain((start) =>
  fc.record({
    start: fc.constant(start),
    cal: calendarAt(start),
    convention: fc.constantFrom('following', 'modified_following', 'preceding', 'modified_preceding'),
  }),
);

describe('date-business-day-adjust properties', () => {
  it('lands on a business day, is idempotent, and a modified convention stays in the month when it can', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ start, cal, convention }) => {
        fc.pre(cal.weekend.length < 7);
        const out = (await runTool('date-business-day-adjust', { date: isoOfDay(start), convention, ...cal })) as Out;
        const day = dayOfIso(out.date);
        expect(isBusiness(cal, day)).to.equal(true);
        expect(out.days_moved).to.equal(day - start);
        expect(out.adjusted).to.equal(day !== start);
        if (isBusiness(cal, start)) expect(out.days_moved).to.equal(0);
        // No business day is skipped between the input and the result.
        for (let d = Math.min(start, day) + 1; d < Math.max(start, day); d++) {
          if (isBusiness(cal, d)) expect(convention.startsWith('modified')).to.equal(true);
        }
        const again = (await runTool('date-business-day-adjust', { date: out.date, convention, ...cal })) as Out;
        expect(again.date).to.equal(out.date);
        if (convention.startsWith('modified') && out.date.slice(0, 7) !== isoOfDay(start).slice(0, 7)) {
          // Crossing months is allowed only when the month has no business day on the other side.
          const other = (await runTool('date-business-day-adjust', {
            date: isoOfDay(start),
            convention: convention === 'modified_following' ? 'preceding' : 'following',
            ...cal,
          })) as Out;
          expect(other.date.slice(0, 7)).to.not.equal(isoOfDay(start).slice(0, 7));
        }
      }),
      { numRuns: 300 },
    );
  });
});
