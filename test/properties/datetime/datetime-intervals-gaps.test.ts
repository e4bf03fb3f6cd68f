// Properties datetime-intervals-gaps promises, on generated busy intervals (fast-check from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';

type Gaps = { gaps: { start: string; end: string; seconds: string }[]; free_seconds: string; busy_seconds: string };

const BASE = Temporal.Instant.from('2024-02-28T22:00:00Z');
const pointArb = fc.tuple(fc.integer({ min: 0, max: 24 }), fc.constantFrom(0, 1), fc.constantFrom('UTC', '+05:30', '-08:00')).map(([q, ns, zone]) => {
  const at = BASE.add({ minutes: q * 15, nanoseconds: ns });
  return { ns: at.epochNanoseconds, text: at.toString({ timeZone: zone }) };
});
const intervalArb = fc.tuple(pointArb, pointArb).map(([x, y]) => (x.ns <= y.ns ? { start: x, end: y } : { start: y, end: x }));
const windowArb = intervalArb.filter((w) => w.start.ns < w.end.ns);
const ns = (t: string) => Temporal.Instant.from(t).epochNanoseconds;
const dec = (v: bigint) => {
  const frac = (v % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${v / 1_000_000_000n}${frac ? `.${frac}` : ''}`;
};

describe('datetime-intervals-gaps properties', () => {
  it('gaps are sorted, disjoint, inside the window, free of busy time, and with busy time fill the window (min_length PT0S)', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, fc.array(intervalArb, { maxLength: 8 }), async (w, busy) => {
        const out = (await runTool('datetime-intervals-gaps', { window: { start: w.start.text, end: w.end.text }, busy: busy.map((b) => ({ start: b.start.text, end: b.end.text })) })) as Gaps;
        const gaps = out.gaps.map((g) => ({ start: ns(g.start), end: ns(g.end) }));
        let total = 0n;
        gaps.forEach((g, k) => {
          expect(g.start < g.end).to.equal(true);
          expect(g.start >= w.start.ns && g.end <= w.end.ns).to.equal(true);
          if (k > 0) expect(g.start > gaps[k - 1]!.end).to.equal(true);
          for (const b of busy) expect(b.end.ns <= g.start || b.start.ns >= g.end || b.start.ns === b.end.ns).to.equal(true);
          total += g.end - g.start;
          expect(out.gaps[k]!.seconds).to.equal(dec(g.end - g.start));
        });
        // Maximal: each gap's bounds are the window's or a busy bound.
        for (const g of gaps) {
          expect(g.start === w.start.ns || busy.some((b) => b.end.ns === g.start)).to.equal(true);
          expect(g.end === w.end.ns || busy.some((b) => b.start.ns === g.end)).to.equal(true);
        }
        expect(out.free_seconds).to.equal(dec(total));
        expect(out.busy_seconds).to.equal(dec(w.end.ns - w.start.ns - total));
      }),
      { numRuns: 300 },
    );
  });

  it('min_length keeps exactly the gaps at least that long', async () => {
    await fc.assert(
      fc.asyncProperty(windowArb, fc.array(intervalArb, { maxLength: 8 }), fc.constantFrom('PT0S', 'PT15M', 'PT30M', 'PT1H', 'PT45M0.000000001S'), async (w, busy, min) => {
        const base = { window: { start: w.start.text, end: w.end.text }, busy: busy.map((b) => ({ start: b.start.text, end: b.end.text })) };
        const all = (await runTool('datetime-intervals-gaps', base)) as Gaps;
        const some = (await runTool('datetime-intervals-gaps', { ...base, min_length: min })) as Gaps;
        const minNs = Temporal.Duration.from(min).total('nanoseconds');
        expect(some.gaps).to.deep.equal(all.gaps.filter((g) => Number(g.seconds) * 1e9 >= minNs - 0.5));
        expect(some.busy_seconds).to.equal(all.busy_seconds);
      }),
      { numRuns: 200 },
    );
  });
});
