// Properties date-weekday promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { FIRST_DAY, LAST_DAY, dayArb, isoOfDay } from './calendar-arbitraries.js';

type Out = { weekday: number; name: string; abbreviation: string; is_weekend: boolean };

describe('date-weekday properties', () => {
  it('consecutive days step through Monday 1 ... Sunday 7 and wrap', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb.filter((d) => d < LAST_DAY), async (day) => {
        const a = (await runTool('date-weekday', { date: isoOfDay(day) })) as Out;
        const b = (await runTool('date-weekday', { date: isoOfDay(day + 1) })) as Out;
        expect(b.weekday).to.equal((a.weekday % 7) + 1);
        expect(a.abbreviation).to.equal(a.name.slice(0, 3));
      }),
      { numRuns: 300 },
    );
  });
  it('agrees with Date.getUTCDay (Sunday 0 becomes 7)', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const out = (await runTool('date-weekday', { date: isoOfDay(day) })) as Out;
        expect(out.weekday).to.equal(new Date(day * 86_400_000).getUTCDay() || 7);
      }),
      { numRuns: 300 },
    );
  });
  it('is_weekend says whether the weekday is in the given weekend', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }), async (day, weekend) => {
        const out = (await runTool('date-weekday', { date: isoOfDay(day), weekend })) as Out;
        expect(out.is_weekend).to.equal(weekend.includes(out.weekday));
        const byDefault = (await runTool('date-weekday', { date: isoOfDay(day) })) as Out;
        expect(byDefault.is_weekend).to.equal(out.weekday >= 6);
      }),
      { numRuns: 200 },
    );
  });
  it('the first and last supported days', async () => {
    expect(((await runTool('date-weekday', { date: isoOfDay(FIRST_DAY) })) as Out).weekday).to.equal(1);
    expect(((await runTool('date-weekday', { date: isoOfDay(LAST_DAY) })) as Out).weekday).to.equal(5);
  });
});
