// Properties time-of-day-range-contains promises, on generated times (fast-check runs from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { inside: boolean; wraps_midnight: boolean; range_seconds: string; range_duration: string };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** A time of day in one of the three written forms, with its nanoseconds since midnight. */
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom('hm', 'hms', 'frac'))
  .map(([h, m, s, ns, form]) => {
    if (form === 'hm') return { text: `${pad(h)}:${pad(m)}`, ns: BigInt((h * 60 + m) * 60) * 1_000_000_000n };
    if (form === 'hms') return { text: `${pad(h)}:${pad(m)}:${pad(s)}`, ns: BigInt((h * 60 + m) * 60 + s) * 1_000_000_000n };
    return { text: `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ns, 9)}`, ns: BigInt((h * 60 + m) * 60 + s) * 1_000_000_000n + BigInt(ns) };
  });
const optsArb = fc.record({ include_start: fc.boolean(), include_end: fc.boolean(), equal_bounds: fc.constantFrom('empty', 'full_day') });

describe('time-of-day-range-contains properties', () => {
  it('a range and its complement (end to start, ends swapped) split every time exactly once when start differs from end', async () => {
    await fc.assert(
      fc.asyncProperty(timeArb, timeArb, timeArb, fc.boolean(), async (t, s, e, incStart) => {
        fc.pre(s.ns !== e.ns);
        const a = (await runTool('time-of-day-range-contains', { time: t.text, start: s.text, end: e.text, include_start: incStart, include_end: false })) as Out;
        const b = (await runTool('time-of-day-range-contains', { time: t.text, start: e.text, end: s.text, include_start: true, include_end: !incStart })) as Out;
        expect(a.inside !== b.inside, `${t.text} ${s.text} ${e.text}`).to.equal(true);
        expect(a.wraps_midnight).to.equal(s.ns > e.ns);
        expect(Number(a.range_seconds) + Number(b.range_seconds)).to.equal(86400);
      }),
      { numRuns: 300 },
    );
  });

  it('inside agrees with a direct reading of rules 2 to 4', async () => {
    await fc.assert(
      fc.asyncProperty(timeArb, timeArb, timeArb, optsArb, fc.boolean(), async (t0, s, e, opts, sameAsStart) => {
        const t = sameAsStart ? s : t0;
        const out = (await runTool('time-of-day-range-contains', { time: t.text, start: s.text, end: e.text, ...opts })) as Out;
        const afterStart = t.ns > s.ns || (t.ns === s.ns && opts.include_start);
        const beforeEnd = t.ns < e.ns || (t.ns === e.ns && opts.include_end);
        let want: boolean;
        if (s.ns < e.ns) want = afterStart && beforeEnd;
        else if (s.ns > e.ns) want = afterStart || beforeEnd;
        else if (opts.equal_bounds === 'full_day') want = t.ns !== s.ns || opts.include_start || opts.include_end;
        else want = t.ns === s.ns && opts.include_start && opts.include_end;
        expect(out.inside).to.equal(want);
      }),
      { numRuns: 300 },
    );
  });
});
