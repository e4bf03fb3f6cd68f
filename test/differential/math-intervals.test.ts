// Differential tests, math category: the interval tools and angle-normalize on seeded inputs.
//
// Oracles per tool:
//   interval-union, -intersect, -subtract   set membership by definition: no maintained library of
//              open/closed interval sets is reachable from npm here (@thi.ng/intervals is not in the
//              registry mirror; the npm packages that are treat every interval as closed), so each
//              output is checked point by point against the union / intersection / difference of the
//              inputs, read as predicates, at every end and between every two ends (quarters of the
//              half-integer ends used), and checked to be minimal
//   interval-arithmetic                     the npm `interval-arithmetic` package (a port of Boost's
//              interval library, outward-rounded binary64): the exact result must lie inside its
//              enclosure, and the enclosure must be within a few ulps of it
//   angle-normalize                          CPython's fractions.Fraction (x % 360 and floor division),
//              one python3 run for every sampled input
import { expect } from 'chai';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import IA from 'interval-arithmetic';
import { outcome, runTool } from '../support/direct.js';
import { half, intervalSet, type IntervalOut as Out } from '../properties/math/interval-arbitraries.js';
import { hasProgram } from './support/programs.js';

const RUNS = 300;

/** Membership of a point given in quarters (x/4) in an interval text, by definition. */
function inText(text: string, q: number): boolean {
  const m = /^([[(])(.*), (.*)([\])])$/.exec(text)!;
  const [, lb, lo, hi, ub] = m;
  const lowOk = lo === '-inf' || (lb === '[' ? half(lo!) * 2 <= q : half(lo!) * 2 < q);
  const highOk = hi === '+inf' || (ub === ']' ? q <= half(hi!) * 2 : q < half(hi!) * 2);
  return lowOk && highOk;
}

const value = (r: { numerator: string; denominator: string }) => Number(r.numerator) / Number(r.denominator);

function inOut(i: Out, q: number): boolean {
  const x = q / 4;
  const lowOk = i.lower === null || (i.lower_closed ? value(i.lower) <= x : value(i.lower) < x);
  const highOk = i.upper === null || (i.upper_closed ? x <= value(i.upper) : x < value(i.upper));
  return lowOk && highOk;
}

/** Every quarter from -20/4 to 20/4: the ends (halves), points between them, and points beyond them. */
const QUARTERS = Array.from({ length: 41 }, (_, k) => k - 20);

function expectMinimal(out: Out[]): void {
  for (let k = 1; k < out.length; k++) {
    const a = out[k - 1]!;
    const b = out[k]!;
    expect(a.upper, 'only the last interval may be unbounded above').to.not.equal(null);
    expect(b.lower).to.not.equal(null);
    const gap = value(b.lower!) - value(a.upper!);
    // disjoint and not mergeable: a gap, or a shared end that neither holds
    expect(gap > 0 || (gap === 0 && !a.upper_closed && !b.lower_closed), `${a.text} then ${b.text}`).to.equal(true);
  }
}

describe('differential: interval sets against set membership by definition', () => {
  it('interval-union', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, async (intervals) => {
        const out = ((await runTool('interval-union', { intervals })) as { intervals: Out[] }).intervals;
        expectMinimal(out);
        for (const q of QUARTERS) expect(out.some((i) => inOut(i, q)), `${q}/4 in ${JSON.stringify(intervals)}`).to.equal(intervals.some((t) => inText(t, q)));
      }),
      { numRuns: RUNS },
    );
  });

  it('interval-intersect', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        const out = ((await runTool('interval-intersect', { a, b })) as { intervals: Out[] }).intervals;
        expectMinimal(out);
        for (const q of QUARTERS) expect(out.some((i) => inOut(i, q)), `${q}/4`).to.equal(a.some((t) => inText(t, q)) && b.some((t) => inText(t, q)));
      }),
      { numRuns: RUNS },
    );
  });

  it('interval-subtract', async () => {
    await fc.assert(
      fc.asyncProperty(intervalSet, intervalSet, async (a, b) => {
        const out = ((await runTool('interval-subtract', { a, b })) as { intervals: Out[] }).intervals;
        expectMinimal(out);
        for (const q of QUARTERS) expect(out.some((i) => inOut(i, q)), `${q}/4`).to.equal(a.some((t) => inText(t, q)) && !b.some((t) => inText(t, q)));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: interval-arithmetic against the Boost-derived interval-arithmetic package', () => {
  const ends = fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }));
  const closed = ends.map(([x, y, dx, dy]) => {
    const [lo, hi] = x / dx <= y / dy ? [`${x}/${dx}`, `${y}/${dy}`] : [`${y}/${dy}`, `${x}/${dx}`];
    return { text: `[${lo}, ${hi}]`, lo: eval2(lo), hi: eval2(hi) };
  });
  function eval2(t: string): number {
    const [n, d] = t.split('/').map(Number) as [number, number];
    return n / d;
  }
  const ops = { add: IA.add, subtract: IA.sub, multiply: IA.mul, divide: IA.div } as const;

  it('holds the exact interval inside the outward-rounded enclosure, within a few ulps', async () => {
    await fc.assert(
      fc.asyncProperty(closed, closed, fc.constantFrom('add', 'subtract', 'multiply', 'divide') as fc.Arbitrary<keyof typeof ops>, async (a, b, operation) => {
        const r = await outcome('interval-arithmetic', { a: a.text, b: b.text, operation });
        const oracle = ops[operation](new IA.Interval(a.lo, a.hi), new IA.Interval(b.lo, b.hi)) as { lo: number; hi: number };
        if (operation === 'divide' && b.lo <= 0 && b.hi >= 0) {
          expect(r).to.deep.include({ ok: false, code: 'division_by_zero', pointer: '/b' });
          return;
        }
        expect(r.ok).to.equal(true);
        const out = (r as unknown as { value: { interval: Out } }).value.interval;
        const [lo, hi] = [value(out.lower!), value(out.upper!)];
        // the float enclosure of the inputs' ends is already a few ulps wide; the exact result sits inside
        const tolerance = (x: number) => 1e-12 * Math.max(1, Math.abs(x));
        expect(oracle.lo).to.be.at.most(lo + tolerance(lo));
        expect(oracle.hi).to.be.at.least(hi - tolerance(hi));
        expect(lo - oracle.lo).to.be.at.most(tolerance(lo));
        expect(oracle.hi - hi).to.be.at.most(tolerance(hi));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: angle-normalize against CPython fractions', () => {
  it('matches Fraction % full and floor division in both ranges', async function () {
    if (!hasProgram('python3')) this.skip();
    const angle = fc.oneof(
      fc.bigInt({ min: -2000n, max: 2000n }).map(String),
      fc.tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.boolean()).map(([n, d, neg]) => `${n}/${neg ? -d : d}`),
      fc.tuple(fc.integer({ min: -800, max: 800 }), fc.integer({ min: 0, max: 999 })).map(([i, f]) => `${i < 0 ? '-' : ''}${Math.abs(i)}.${String(f).padStart(3, '0')}`),
      fc.constantFrom('180', '-180', '360', '-360', '200', '-200', '1/2', '-1/2', '0'),
    );
    const samples = fc.sample(fc.tuple(angle, fc.constantFrom('degrees', 'gradians', 'turns'), fc.constantFrom('unsigned', 'signed')), 400);
    const script = `
import json, sys
from fractions import Fraction
full = {'degrees': 360, 'gradians': 400, 'turns': 1}
out = []
for angle, unit, rng in json.load(sys.stdin):
    n, _, d = angle.partition('/')
    a, f = (Fraction(int(n), int(d)) if d else Fraction(n)), full[unit]
    v = a % f
    if rng == 'signed' and v > Fraction(f, 2):
        v -= f
    out.append([str(v.numerator), str(v.denominator), str((a - v) / f)])
print(json.dumps(out))`;
    const py = spawnSync('python3', ['-c', script], { input: JSON.stringify(samples), encoding: 'utf8' });
    if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
    const expected = JSON.parse(py.stdout) as [string, string, string][];
    for (const [k, [angleText, unit, range]] of samples.entries()) {
      const [n, d, turns] = expected[k]!;
      const got = await runTool('angle-normalize', { angle: angleText, unit, range });
      expect(got, `${angleText} ${unit} ${range}`).to.deep.include({ value: { numerator: n, denominator: d }, turns });
    }
  });
});
