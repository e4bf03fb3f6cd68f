// Properties datetime-recurrence-expand promises, on generated rules (fast-check from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dtstartArb, ruleArb } from './recurrence-arbitraries.js';

type Expanded = { occurrences: string[]; count: number; first_index: number | null; stopped_by: string; dtstart_matches_rule: boolean };

describe('datetime-recurrence-expand properties', () => {
  it('DTSTART comes first, occurrences ascend strictly with its time and offset; COUNT=n lists the first n of the unbounded rule', async () => {
    await fc.assert(
      fc.asyncProperty(ruleArb, dtstartArb, fc.integer({ min: 1, max: 12 }), async (rrule, dtstart, n) => {
        const open = (await runTool('datetime-recurrence-expand', { rrule, dtstart, limit: 12, search_years: 30 })) as Expanded;
        expect(open.occurrences[0]).to.equal(dtstart);
        const time = dtstart.slice(10);
        for (let k = 1; k < open.occurrences.length; k++) {
          expect(open.occurrences[k]!.slice(10)).to.equal(time);
          expect(open.occurrences[k]!.slice(0, 10) > open.occurrences[k - 1]!.slice(0, 10)).to.equal(true);
        }
        const counted = (await runTool('datetime-recurrence-expand', { rrule: `${rrule};COUNT=${n}`, dtstart, limit: 12, search_years: 30 })) as Expanded;
        expect(counted.occurrences).to.deep.equal(open.occurrences.slice(0, n));
        if (open.occurrences.length >= n) expect(counted.stopped_by).to.equal('count');
      }),
      { numRuns: 200 },
    );
  });

  it('UNTIL as a DATE keeps exactly the occurrences up to that local date', async () => {
    await fc.assert(
      fc.asyncProperty(ruleArb, dtstartArb, fc.integer({ min: 0, max: 800 }), async (rrule, dtstart, after) => {
        const open = (await runTool('datetime-recurrence-expand', { rrule, dtstart, limit: 30, search_years: 5 })) as Expanded;
        const until = new Date(Date.UTC(Number(dtstart.slice(0, 4)), Number(dtstart.slice(5, 7)) - 1, Number(dtstart.slice(8, 10)) + after));
        const iso = until.toISOString().slice(0, 10);
        const bounded = (await runTool('datetime-recurrence-expand', { rrule: `${rrule};UNTIL=${iso.replace(/-/g, '')}`, dtstart, limit: 30, search_years: 5 })) as Expanded;
        const want = open.occurrences.filter((o, k) => k === 0 || o.slice(0, 10) <= iso);
        if (bounded.stopped_by === 'until' || open.stopped_by !== 'limit') expect(bounded.occurrences).to.deep.equal(want);
        else expect(bounded.occurrences).to.deep.equal(want.slice(0, bounded.occurrences.length));
      }),
      { numRuns: 150 },
    );
  });

  it('after an occurrence, the listing resumes with the next one at its index; COUNT still counts the hidden ones', async () => {
    await fc.assert(
      fc.asyncProperty(ruleArb, dtstartArb, fc.nat(9), async (rrule, dtstart, k) => {
        const all = (await runTool('datetime-recurrence-expand', { rrule: `${rrule};COUNT=10`, dtstart, search_years: 30 })) as Expanded;
        fc.pre(k < all.occurrences.length);
        const rest = (await runTool('datetime-recurrence-expand', { rrule: `${rrule};COUNT=10`, dtstart, search_years: 30, after: all.occurrences[k] })) as Expanded;
        expect(rest.occurrences).to.deep.equal(all.occurrences.slice(k + 1));
        expect(rest.first_index).to.equal(k + 1 < all.occurrences.length ? k + 1 : null);
        expect(rest.stopped_by).to.equal(all.stopped_by);
        expect(all.first_index).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });
});
