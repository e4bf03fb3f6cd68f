// Differential tests, dates & times category, the calendar tools (helper G): each tool against
// independent, well-kept implementations on seeded dates across 0001-9999 (edges and leap days
// weighted in), and against published tables where they exist.
//
// Oracles per tool:
//   date-weekday          Temporal.PlainDate dayOfWeek (temporal-polyfill) and luxon DateTime weekday
//   date-year-info        Temporal PlainDate inLeapYear, daysInYear, daysInMonth, dayOfWeek and
//                         yearOfWeek/weekOfYear (@js-temporal/polyfill, the other Temporal); date-fns
//                         getISOWeeksInYear and startOfISOWeekYear
//
// Disagreements found and pinned as contract cases: none so far.
import { expect } from 'chai';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { Temporal as JsTemporal } from '@js-temporal/polyfill';
import { getISOWeeksInYear, startOfISOWeekYear } from 'date-fns';
import { Temporal } from 'temporal-polyfill';
import { ToolError } from '../../impl/lib/tool-error.js';
import { runTool } from '../support/direct.js';
import { dateArb, isoOfLocal, localDate } from '../properties/datetime/calendar-arbitraries.js';

const RUNS = 300;

type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; code: string; pointer: string | undefined };

async function outcome(id: string, input: unknown): Promise<Outcome> {
  try {
    return { ok: true, value: (await runTool(id, input)) as Record<string, unknown> };
  } catch (e) {
    if (e instanceof ToolError) return { ok: false, code: e.code, pointer: e.details[0]?.pointer };
    throw e;
  }
}

async function value(id: string, input: unknown): Promise<Record<string, unknown>> {
  const o = await outcome(id, input);
  if (!o.ok) throw new Error(`${id} refused ${JSON.stringify(input)}: ${o.code} at ${o.pointer}`);
  return o.value;
}

const luxonUtc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });

describe('differential: datetime calendar', () => {
  describe('date-weekday', () => {
    it('matches Temporal dayOfWeek and luxon weekday', async () => {
      await fc.assert(
        fc.asyncProperty(dateArb, async (date) => {
          const out = await value('date-weekday', { date });
          expect(out.weekday).to.equal(Temporal.PlainDate.from(date).dayOfWeek);
          expect(out.weekday).to.equal(luxonUtc(date).weekday);
        }),
        { numRuns: RUNS },
      );
    });
  });

  describe('date-year-info', () => {
    it('matches Temporal (@js-temporal) and date-fns', async () => {
      const yearArb = fc.oneof(fc.integer({ min: 1, max: 9999 }), fc.constantFrom(1, 1900, 2000, 2004, 2015, 2020, 2026, 9999));
      await fc.assert(
        fc.asyncProperty(yearArb, async (year) => {
          const out = await value('date-year-info', { year });
          const jan1 = JsTemporal.PlainDate.from({ year, month: 1, day: 1 });
          const dec28 = JsTemporal.PlainDate.from({ year, month: 12, day: 28 });
          expect(out.leap_year).to.equal(jan1.inLeapYear);
          expect(out.days_in_year).to.equal(jan1.daysInYear);
          expect(out.month_days).to.deep.equal([...Array(12).keys()].map((m) => jan1.with({ month: m + 1 }).daysInMonth));
          expect(out.jan1_weekday).to.equal(jan1.dayOfWeek);
          expect(out.dec31_weekday).to.equal(jan1.with({ month: 12, day: 31 }).dayOfWeek);
          expect(out.iso_weeks).to.equal(dec28.weekOfYear);
          const mid = localDate(`${String(year).padStart(4, '0')}-06-15`);
          expect(out.iso_weeks).to.equal(getISOWeeksInYear(mid));
          expect(out.iso_week1_monday).to.equal(isoOfLocal(startOfISOWeekYear(mid)));
        }),
        { numRuns: RUNS },
      );
    });
  });
});
