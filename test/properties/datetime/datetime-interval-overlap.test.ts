// Properties datetime-interval-overlap promises, on generated intervals (fast-check from one seed).
import { expect } from 'chai';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { runTool } from '../../support/direct.js';

type Out = { overlaps: boolean; relation: string; overlap: { start: string; end: string } | null; length_seconds: string; gap_seconds: string | null };

const INVERSE: Record<string, string> = {
  before: 'after', meets: 'met_by', overlaps: 'overlapped_by', starts: 'started_by', during: 'contains', finishes: 'finished_by', equals: 'equals',
  after: 'before', met_by: 'meets', overlapped_by: 'overlaps', started_by: 'starts', contains: 'during', finished_by: 'finishes',
};
const BASE = Temporal.Instant.from('2024-02-28T00:00:00Z');
/** An instant a few (fractional) seconds from a base, written in one of several offsets. */
const pointArb = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 500_000_000, 1), fc.constantFrom('UTC', '+05:30', '-08:00', '+14:00')).map(([s, ns, zone]) => {
  const at = BASE.add({ seconds: s * 3600, nanoseconds: ns });
  return { ns: at.epochNanoseconds, text: at.toString({ timeZone: zone }) };
});
const intervalArb = fc.tuple(pointArb, pointArb).filter(([x, y]) => x.ns !== y.ns).map(([x, y]) => (x.ns < y.ns ? { start: x, end: y } : { start: y, end: x }));
const dec = (ns: bigint) => {
  const frac = (ns % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${ns / 1_000_000_000n}${frac ? `.${frac}` : ''}`;
};

describe('datetime-interval-overlap properties', () => {
  it('swapping a and b keeps overlaps, lengths and gaps and inverts the relation; the overlap is max start to min end', async () => {
    await fc.assert(
      fc.asyncProperty(intervalArb, intervalArb, async (a, b) => {
        const A = { start: a.start.text, end: a.end.text };
        const B = { start: b.start.text, end: b.end.text };
        const ab = (await runTool('datetime-interval-overlap', { a: A, b: B })) as Out;
        const ba = (await runTool('datetime-interval-overlap', { a: B, b: A })) as Out;
        expect(ba.overlaps).to.equal(ab.overlaps);
        expect(ba.relation).to.equal(INVERSE[ab.relation]);
        expect(ba.length_seconds).to.equal(ab.length_seconds);
        expect(ba.gap_seconds).to.equal(ab.gap_seconds);
        const lo = a.start.ns > b.start.ns ? a.start.ns : b.start.ns;
        const hi = a.end.ns < b.end.ns ? a.end.ns : b.end.ns;
        expect(ab.overlaps).to.equal(lo < hi);
        if (lo < hi) {
          expect(ab.length_seconds).to.equal(dec(hi - lo));
          expect(Temporal.Instant.from(ab.overlap!.start).epochNanoseconds).to.equal(lo);
          expect(Temporal.Instant.from(ab.overlap!.end).epochNanoseconds).to.equal(hi);
        } else {
          expect(ab.gap_seconds).to.equal(dec(lo - hi));
        }
      }),
      { numRuns: 300 },
    );
  });
});
