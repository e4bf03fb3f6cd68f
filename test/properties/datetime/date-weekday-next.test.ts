// Properties date-weekday-next promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { date: string; days_offset: number; weekday: number };

const arb = fc.record({
  day: fc.integer({ min: dayOfIso('0001-01-08'), max: dayOfIso('9999-12-24') }),
  weekday: fc.integer({ min: 1, max: 7 }),
  direction: fc.constantFrom('next', 'previous'),
  include_same_day: fc.boolean(),
});

describe('date-weekday-next properties', () => {
  it('lands on the weekday, at the nearest distance in the asked direction', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async ({ day, weekday, direction, include_same_day }) => {
        const out = (await runTool('date-weekday-next', { date: isoOfDay(day), weekday, direction, include_same_day })) as Out;
        expect(dayOfIso(out.date) - day).to.equal(out.days_offset);
        expect(new Date(dayOfIso(out.date) * 86_400_000).getUTCDay() || 7).to.equal(weekday);
        const sign = direction === 'next' ? 1 : -1;
        const min = include_same_day ? 0 : 1;
        expect(sign * out.days_offset).to.be.within(min, min + 6);
        expect(Object.is(out.days_offset, -0)).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
});
