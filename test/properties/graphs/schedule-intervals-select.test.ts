import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';
import { cpCompare } from './graph-arbitraries.js';
import { intervalsArb, type IntervalIn, type IntervalSample } from './interval-arbitraries.js';

type Out = { ids: string[]; count: number; total: { numerator: string; denominator: string } };

// fraction.js reads "p/q" with q > 0 and decimals; a negative denominator is moved by hand.
const f = (t: string) => {
  const [p, q] = t.split('/');
  return q === undefined ? new Fraction(p!) : new Fraction(BigInt(p!), BigInt(q));
};

/** Rule 4's interval order: end, then start, then id in code point order. */
const order = (a: IntervalIn, b: IntervalIn) => f(a.end).compare(f(b.end)) || f(a.start).compare(f(b.start)) || cpCompare(a.id, b.id);

/** Rule 4 by brute force over every subset: most weight, then most intervals, then lexicographically smallest by end. */
function brute(s: IntervalSample, weighted: boolean): { ids: string[]; total: Fraction } {
  const ivs = [...s.intervals].sort(order);
  let best: { set: IntervalIn[]; total: Fraction } = { set: [], total: new Fraction(0) };
  for (let mask = 1; mask < 1 << ivs.length; mask++) {
    const set = ivs.filter((_, k) => mask & (1 << k));
    if (set.some((x, k) => k > 0 && f(x.start).compare(f(set[k - 1]!.end)) < 0)) continue;
    const total = set.reduce((t, x) => t.add(weighted ? f(x.weight!) : 1), new Fraction(0));
    const c = total.compare(best.total) || set.length - best.set.length;
    let better = c > 0;
    if (c === 0) {
      const k = set.findIndex((x, i) => x !== best.set[i]);
      better = k >= 0 && order(set[k]!, best.set[k]!) < 0;
    }
    if (better) best = { set, total };
  }
  return { ids: best.set.map((x) => x.id), total: best.total };
}

describe('schedule-intervals-select properties', () => {
  for (const weighted of [false, true]) {
    it(`${weighted ? 'weighted DP' : 'earliest-finish greedy'}: the unique answer of rule 4, as brute force over all subsets finds it`, async () => {
      await fc.assert(
        fc.asyncProperty(intervalsArb({ max: 10, weights: weighted }), async (s) => {
          const out = (await runTool('schedule-intervals-select', s)) as Out;
          const want = brute(s, weighted);
          expect(out.ids).to.deep.equal(want.ids);
          expect(out.count).to.equal(want.ids.length);
          expect(new Fraction(BigInt(out.total.numerator), BigInt(out.total.denominator)).equals(want.total)).to.equal(true);
        }),
        { numRuns: 200 },
      );
    });
  }

  it('unit weights give the unweighted answer (the DP agrees with the greedy)', async () => {
    await fc.assert(
      fc.asyncProperty(intervalsArb({ max: 17 }), async (s) => {
        const plain = (await runTool('schedule-intervals-select', s)) as Out;
        const unit = (await runTool('schedule-intervals-select', { intervals: s.intervals.map((x) => ({ ...x, weight: '1' })) })) as Out;
        expect(unit).to.deep.equal(plain);
      }),
      { numRuns: 150 },
    );
  });

  it('no room of schedule-rooms-assign holds more intervals than the maximum count', async () => {
    await fc.assert(
      fc.asyncProperty(intervalsArb({ max: 17 }), async (s) => {
        const plain = (await runTool('schedule-intervals-select', s)) as Out;
        const rooms = (await runTool('schedule-rooms-assign', s)) as { by_room: { ids: string[] }[] };
        // Each room is a set of non-overlapping intervals, so none is larger than the maximum.
        for (const r of rooms.by_room) expect(r.ids.length).to.be.at.most(plain.count);
      }),
      { numRuns: 100 },
    );
  });
});
