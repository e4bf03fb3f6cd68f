// Properties date-julian-day promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dayArb, isoOfDay } from './calendar-arbitraries.js';
import { instantNsArb, offsetArb, rfc3339 } from './instant-arbitraries.js';

type Fraction = { numerator: string; denominator: string };
type Out = { jd: string; jd_exact: Fraction; jd_day: number; jdn: number; mjd: string; mjd_exact: Fraction; mjd_day: number; utc: string };

const value = (f: Fraction) => [BigInt(f.numerator), BigInt(f.denominator)] as const;

describe('date-julian-day properties', () => {
  it('JD - MJD is exactly 2400000.5, the day numbers agree, and one instant in two offsets gives one answer', async () => {
    await fc.assert(
      fc.asyncProperty(instantNsArb, offsetArb, async (ns, offset) => {
        const a = (await runTool('date-julian-day', { date_time: rfc3339(ns, offset) })) as Out;
        const b = (await runTool('date-julian-day', { date_time: rfc3339(ns, 0) })) as Out;
        expect(a).to.deep.equal(b);
        const [jn, jd] = value(a.jd_exact);
        const [mn, md] = value(a.mjd_exact);
        expect(jn * md * 2n - mn * jd * 2n).to.equal(4800001n * jd * md);
        expect(a.mjd_day).to.equal(a.jdn - 2400001);
        expect(a.jd_day === a.jdn || a.jd_day === a.jdn - 1).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  it('a date is its 00:00 UTC, JD ending in .5', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const date = isoOfDay(day);
        const a = (await runTool('date-julian-day', { date })) as Out;
        expect(a).to.deep.equal(await runTool('date-julian-day', { date_time: `${date}T00:00:00Z` }));
        expect(a.jdn).to.equal(day + 2440588);
        expect(a.jd).to.equal(`${a.jdn - 1}.500000000`);
      }),
      { numRuns: 200 },
    );
  });
});
