import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';
import { cpCompare } from './graph-arbitraries.js';
import { intervalsArb, type IntervalSample as Sample } from './interval-arbitraries.js';

type Out = { rooms: number; assignments: { id: string; room: number }[]; by_room: { room: number; ids: string[] }[] };

// fraction.js reads "p/q" with q > 0 and decimals; a negative denominator is moved by hand.
const f = (t: string) => {
  const [p, q] = t.split('/');
  return q === undefined ? new Fraction(p!) : new Fraction(BigInt(p!), BigInt(q));
};

/** Depth: the most intervals holding one common time; half-open, so ends go before starts at a tie. */
function depth(s: Sample): number {
  const events: [Fraction, number][] = [];
  for (const iv of s.intervals) events.push([f(iv.start), 1], [f(iv.end), -1]);
  events.sort((a, b) => a[0].compare(b[0]) || a[1] - b[1]);
  let open = 0;
  let most = 0;
  for (const [, d] of events) most = Math.max(most, (open += d));
  return most;
}

describe('schedule-rooms-assign properties', () => {
  it('uses as many rooms as the depth, never two overlapping intervals in a room, lists consistent', async () => {
    await fc.assert(
      fc.asyncProperty(intervalsArb(), async (s) => {
        const out = (await runTool('schedule-rooms-assign', s)) as Out;
        expect(out.rooms).to.equal(depth(s));
        expect(out.assignments.map((a) => a.id)).to.deep.equal(s.intervals.map((iv) => iv.id));
        expect(out.by_room.map((r) => r.room)).to.deep.equal(Array.from({ length: out.rooms }, (_, k) => k + 1));
        const byId = new Map(s.intervals.map((iv) => [iv.id, iv]));
        for (const { room, ids } of out.by_room) {
          expect(ids.length).to.be.greaterThan(0);
          for (const id of ids) expect(out.assignments.find((a) => a.id === id)!.room).to.equal(room);
          for (let k = 1; k < ids.length; k++) {
            // In order of start, each starting at or after the previous one's end.
            expect(f(byId.get(ids[k]!)!.start).compare(f(byId.get(ids[k - 1]!)!.end))).to.be.at.least(0);
          }
        }
        expect(out.by_room.reduce((t, r) => t + r.ids.length, 0)).to.equal(s.intervals.length);
      }),
      { numRuns: 200 },
    );
  });

  it('gives each interval, by start then id, the lowest room free at its start', async () => {
    await fc.assert(
      fc.asyncProperty(intervalsArb(), async (s) => {
        const out = (await runTool('schedule-rooms-assign', s)) as Out;
        const room = new Map(out.assignments.map((a) => [a.id, a.room]));
        const order = [...s.intervals].sort((a, b) => f(a.start).compare(f(b.start)) || cpCompare(a.id, b.id));
        const done: typeof order = [];
        for (const iv of order) {
          const busy = new Set(done.filter((d) => f(d.end).compare(f(iv.start)) > 0).map((d) => room.get(d.id)!));
          let r = 1;
          while (busy.has(r)) r++;
          expect(room.get(iv.id)).to.equal(r);
          done.push(iv);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('does not depend on the input order', async () => {
    await fc.assert(
      fc.asyncProperty(intervalsArb().chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s.intervals, { minLength: s.intervals.length }))), async ([s, shuffled]) => {
        const a = (await runTool('schedule-rooms-assign', s)) as Out;
        const b = (await runTool('schedule-rooms-assign', { intervals: shuffled })) as Out;
        expect(b.by_room).to.deep.equal(a.by_room);
      }),
      { numRuns: 100 },
    );
  });
});
