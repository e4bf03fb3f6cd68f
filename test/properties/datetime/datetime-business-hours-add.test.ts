// Properties datetime-business-hours-add promises, on generated weekly hours, holidays and instants
// (fast-check from one seed): the due instant is the earliest one by which the duration has passed.
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';
import { MINUTE_NS, holidaysArb, hoursArb, localMinuteArb, offsetArb } from './business-hours-arbitraries.js';
import { offsetText, rfc3339 } from './instant-arbitraries.js';

type Added = { due: string; work_starts: string | null; elapsed_seconds: string };
type Counted = { business_seconds: string };
const at = (t: string) => Temporal.Instant.from(t).epochNanoseconds;

describe('datetime-business-hours-add properties', () => {
  it('the business time from start to due is the duration, and one nanosecond earlier it is less', async () => {
    await fc.assert(
      fc.asyncProperty(hoursArb, holidaysArb, localMinuteArb, offsetArb, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 59 }), async (hours, holidays, minute, offset, dm, ds) => {
        const start = rfc3339(BigInt(minute) * MINUTE_NS - BigInt(offset) * MINUTE_NS, offset);
        const duration = `PT${dm}M${ds}S`;
        const out = (await runTool('datetime-business-hours-add', { start, duration, hours, holidays, offset: offsetText(offset) })) as Added;
        const seconds = BigInt(dm * 60 + ds);
        expect(at(out.due) >= at(start)).to.equal(true);
        expect(BigInt(out.elapsed_seconds)).to.equal((at(out.due) - at(start)) / 1_000_000_000n);
        const count = (await runTool('datetime-business-hours-count', { start, end: out.due, hours, holidays, offset: offsetText(offset) })) as Counted;
        expect(count.business_seconds).to.equal(seconds.toString());
        if (seconds > 0n) {
          const earlier = rfc3339(at(out.due) - 1n, offset);
          const less = (await runTool('datetime-business-hours-count', { start, end: earlier, hours, holidays, offset: offsetText(offset) })) as Counted;
          expect(Number(less.business_seconds) < Number(seconds)).to.equal(true);
        }
        if (out.work_starts !== null) {
          const before = (await runTool('datetime-business-hours-count', { start, end: out.work_starts, hours, holidays, offset: offsetText(offset) })) as Counted;
          expect(before.business_seconds).to.equal('0');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('adding in two steps is adding once (a split at a closing time resumes at the next opening)', async () => {
    await fc.assert(
      fc.asyncProperty(hoursArb, holidaysArb, localMinuteArb, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), async (hours, holidays, minute, m1, m2) => {
        const start = rfc3339(BigInt(minute) * MINUTE_NS, 0);
        const once = (await runTool('datetime-business-hours-add', { start, duration: `PT${m1 + m2}M`, hours, holidays })) as Added;
        const first = (await runTool('datetime-business-hours-add', { start, duration: `PT${m1}M`, hours, holidays })) as Added;
        const second = (await runTool('datetime-business-hours-add', { start: first.due, duration: `PT${m2}M`, hours, holidays })) as Added;
        expect(second.due).to.equal(once.due);
      }),
      { numRuns: 200 },
    );
  });
});
