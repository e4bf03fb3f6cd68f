// Properties date-age promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayOfIso, isoOfDay } from './calendar-arbitraries.js';

type Out = { years: number; months: number; days: number; total_months: number; total_days: number; next_birthday: string | null; days_until_next_birthday: number | null };

const arb = fc.record({
  birth: fc.integer({ min: dayOfIso('0001-01-01'), max: dayOfIso('9000-12-31') }),
  span: fc.integer({ min: 0, max: 40000 }),
  policy: fc.constantFrom('mar1', 'feb28'),
});

describe('date-age properties', () => {
  it('age never decreases from one day to the next, and grows by a year exactly on next_birthday', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async ({ birth, span, policy }) => {
        const input = { birth_date: isoOfDay(birth), leap_day_policy: policy };
        const a = (await runTool('date-age', { ...input, as_of: isoOfDay(birth + span) })) as Out;
        const b = (await runTool('date-age', { ...input, as_of: isoOfDay(birth + span + 1) })) as Out;
        expect(a.total_days).to.equal(span);
        expect(a.total_months).to.equal(a.years * 12 + a.months);
        expect(b.total_months - a.total_months).to.be.within(0, 1);
        if (b.total_months === a.total_months) expect(b.days).to.equal(a.days + 1);
        else expect(b.days).to.equal(0);
        const at = (await runTool('date-age', { ...input, as_of: a.next_birthday! })) as Out;
        expect([at.years, at.months, at.days]).to.deep.equal([a.years + 1, 0, 0]);
        expect(dayOfIso(a.next_birthday!) - (birth + span)).to.equal(a.days_until_next_birthday);
      }),
      { numRuns: 300 },
    );
  });
});
