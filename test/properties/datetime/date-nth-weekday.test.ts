// Properties date-nth-weekday promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso } from './calendar-arbitraries.js';

type Out = { date: string | null; found: boolean; weekday: number; occurrences: string[] };

const arb = fc.record({
  year: fc.integer({ min: 1, max: 9999 }),
  month: fc.integer({ min: 1, max: 12 }),
  weekday: fc.integer({ min: 1, max: 7 }),
  n: fc.integer({ min: 1, max: 5 }),
});

describe('date-nth-weekday properties', () => {
  it('occurrences are that weekday, a week apart, inside the month; n from the start equals its mirror from the end', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async ({ year, month, weekday, n }) => {
        const a = (await runTool('date-nth-weekday', { year, month, weekday, n })) as Out;
        const days = a.occurrences.map(dayOfIso);
        for (const d of days) expect(new Date(d * 86_400_000).getUTCDay() || 7).to.equal(weekday);
        for (let i = 1; i < days.length; i++) expect(days[i]! - days[i - 1]!).to.equal(7);
        const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
        for (const o of a.occurrences) expect(o.startsWith(prefix)).to.equal(true);
        expect(Number(a.occurrences[0]!.slice(8))).to.be.at.most(7);
        expect(a.found).to.equal(n <= a.occurrences.length);
        expect(a.date).to.equal(a.found ? a.occurrences[n - 1] : null);
        if (!a.found) return;
        const mirror = (await runTool('date-nth-weekday', { year, month, weekday, n: n - a.occurrences.length - 1 })) as Out;
        expect(mirror.date).to.equal(a.date);
      }),
      { numRuns: 300 },
    );
  });
  it('names, abbreviations and numbers choose the same weekday', async () => {
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (let w = 1; w <= 7; w++) {
      const byNumber = await runTool('date-nth-weekday', { year: 2025, month: 3, weekday: w, n: 2 });
      expect(await runTool('date-nth-weekday', { year: 2025, month: 3, weekday: names[w - 1], n: 2 })).to.deep.equal(byNumber);
      expect(await runTool('date-nth-weekday', { year: 2025, month: 3, weekday: names[w - 1]!.slice(0, 3), n: 2 })).to.deep.equal(byNumber);
    }
  });
});
