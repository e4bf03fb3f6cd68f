// Properties date-diff promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dateArb, dayOfIso } from './calendar-arbitraries.js';

type Diff = { total_days: number; duration: string };

describe('date-diff properties', () => {
  it('start plus the duration (date-add-duration, clamp) is the end, in every largest_unit', async () => {
    await fc.assert(
      fc.asyncProperty(dateArb, dateArb, fc.constantFrom('years', 'months', 'weeks', 'days'), async (start, end, largest_unit) => {
        const out = (await runTool('date-diff', { start, end, largest_unit })) as Diff;
        expect(out.total_days).to.equal(dayOfIso(end) - dayOfIso(start));
        const back = (await runTool('date-add-duration', { date: start, duration: out.duration })) as { date: string };
        expect(back.date).to.equal(end);
      }),
      { numRuns: 300 },
    );
  });
});
