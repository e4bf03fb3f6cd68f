// Differential tests, dates & times category, the calendar tools (helper G): each tool against
// independent, well-kept implementations on seeded dates across 0001-9999 (edges and leap days
// weighted in), and against published tables where they exist.
//
// Oracles per tool:
//   date-weekday          Temporal.PlainDate dayOfWeek (temporal-polyfill) and luxon DateTime weekday
//
// Disagreements found and pinned as contract cases: none so far.
import { expect } from 'chai';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { Temporal } from 'temporal-polyfill';
import { ToolError } from '../../impl/lib/tool-error.js';
import { runTool } from '../support/direct.js';
import { dateArb } from '../properties/datetime/calendar-arbitraries.js';

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
});
