// Properties cron-next-runs promises, on generated expressions and instants (fast-check from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';

type Runs = { runs: string[]; complete: boolean; can_run: boolean; searched_until: string };
type Parsed = { schedule: Record<'minute' | 'hour' | 'day_of_month' | 'month' | 'day_of_week', number[]> & { day_rule: string; day_of_month_restricted: boolean; day_of_week_restricted: boolean } };

const field = (values: string[]) => fc.array(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }).map((v) => v.join(','));
const exprArb = fc
  .tuple(
    fc.constantFrom('*', '0', '*/20', '5-10', '59', '0,30'),
    fc.constantFrom('*', '0', '23', '*/6', '9-17'),
    fc.oneof(fc.constant('*'), fc.constant('*/10'), field(['1', '15', '29', '30', '31', '1-7'])),
    fc.oneof(fc.constant('*'), field(['2', 'FEB', '1-3', '12', '4'])),
    fc.oneof(fc.constant('*'), field(['0', '7', 'MON', '1-5', 'SAT'])),
  )
  .map((f) => f.join(' '));
const afterArb = fc
  .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom('Z', '+05:30', '-08:00'))
  .map(([y, mo, d, h, mi, off]) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:00${off}`);
const instant = (t: string) => Temporal.Instant.from(t).epochNanoseconds;

describe('cron-next-runs properties', () => {
  it('runs ascend strictly after `after`, each matches the schedule on the offset wall clock; searching from a run gives the rest', async () => {
    await fc.assert(
      fc.asyncProperty(exprArb, afterArb, fc.constantFrom('Z', '+02:00', '-03:30'), fc.constantFrom('vixie', 'literal'), async (expression, after, offset, mode) => {
        const out = (await runTool('cron-next-runs', { expression, after, count: 6, offset, wildcard_days: mode, search_years: 30 })) as Runs;
        const { schedule: s } = (await runTool('cron-expression-parse', { expression, wildcard_days: mode })) as Parsed;
        let previous = instant(after);
        for (const run of out.runs) {
          expect(run.endsWith(offset), run).to.equal(true);
          const at = instant(run);
          expect(at > previous, `${run} after ${after}`).to.equal(true);
          previous = at;
          const local = Temporal.PlainDateTime.from(run.slice(0, 19));
          expect(s.minute).to.include(local.minute);
          expect(s.hour).to.include(local.hour);
          expect(s.month).to.include(local.month);
          const dom = s.day_of_month.includes(local.day);
          const dow = s.day_of_week.includes(local.dayOfWeek % 7);
          expect(s.day_rule === 'either' ? dom || dow : dom && dow, run).to.equal(true);
        }
        expect(out.complete).to.equal(out.runs.length === 6);
        if (out.runs.length >= 2) {
          const rest = (await runTool('cron-next-runs', { expression, after: out.runs[1], count: 4, offset, wildcard_days: mode, search_years: 30 })) as Runs;
          expect(rest.runs).to.deep.equal(out.runs.slice(2, 6).concat(rest.runs.slice(out.runs.length - 2)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a run is never missed: every minute of a short window that matches is listed (brute force)', async () => {
    await fc.assert(
      fc.asyncProperty(exprArb, afterArb, async (expression, after) => {
        const out = (await runTool('cron-next-runs', { expression, after, count: 3, search_years: 1 })) as Runs;
        const { schedule: s } = (await runTool('cron-expression-parse', { expression })) as Parsed;
        const start = Temporal.Instant.from(after).toZonedDateTimeISO('UTC').toPlainDateTime();
        const want: string[] = [];
        let t = start.round({ smallestUnit: 'minute', roundingMode: 'floor' }).add({ minutes: 1 });
        for (let k = 0; k < 2 * 1440 && want.length < 3; k++, t = t.add({ minutes: 1 })) {
          const dom = s.day_of_month.includes(t.day);
          const dow = s.day_of_week.includes(t.dayOfWeek % 7);
          if (s.minute.includes(t.minute) && s.hour.includes(t.hour) && s.month.includes(t.month) && (s.day_rule === 'either' ? dom || dow : dom && dow)) {
            want.push(`${t.toString({ smallestUnit: 'second' })}Z`);
          }
        }
        // The brute force covers two days and stops at three runs, as the tool does.
        const horizon = start.add({ days: 2 });
        const inWindow = out.runs.filter((r) => Temporal.PlainDateTime.compare(Temporal.PlainDateTime.from(r.slice(0, 19)), horizon) <= 0);
        expect(inWindow, expression).to.deep.equal(want);
      }),
      { numRuns: 60 },
    );
  });
});
