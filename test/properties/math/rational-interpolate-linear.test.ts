import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { addQ, cmpQ, divQ, mulQ, ofText, q, qText, rationalTextArb, readQ, subQ, type Q } from './rational-text-arbitraries.js';

type V = { x: string; numerator: string; denominator: string };
const run = async (input: Record<string, unknown>) => ((await runTool('rational-interpolate-linear', input)) as { values: V[] }).values;

/** A table with strictly ascending x: sorted distinct values of random rational texts. */
const table = fc.array(fc.tuple(rationalTextArb, rationalTextArb), { minLength: 2, maxLength: 12 }).map((pairs) => {
  const seen: Q[] = [];
  const points: { x: string; y: string }[] = [];
  for (const [x, y] of [...pairs].sort((a, b) => cmpQ(readQ(a[0]), readQ(b[0])))) {
    if (seen.length && cmpQ(seen[seen.length - 1]!, readQ(x)) === 0) continue;
    seen.push(readQ(x));
    points.push({ x, y });
  }
  return points;
}).filter((p) => p.length >= 2);

describe('rational-interpolate-linear properties', () => {
  it('every table point is hit exactly, and a value between two points lies on their segment', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.array(fc.nat({ max: 10 ** 6 }), { minLength: 1, maxLength: 5 }), async (points, fractions) => {
        const hits = await run({ points, queries: points.map((p) => p.x) });
        expect(hits.map((h) => ofText(h))).to.deep.equal(points.map((p) => readQ(p.y)));
        // queries x_i + f (x_(i+1) - x_i) for f in [0, 1): inside segment i
        const queries: string[] = [];
        const expected: Q[] = [];
        fractions.forEach((f, k) => {
          const i = k % (points.length - 1);
          const [x0, x1, y0, y1] = [readQ(points[i]!.x), readQ(points[i + 1]!.x), readQ(points[i]!.y), readQ(points[i + 1]!.y)];
          const t = q(BigInt(f), 10n ** 6n);
          const x = addQ(x0, mulQ(t, subQ(x1, x0)));
          queries.push(`${x.n}/${x.d}`);
          expected.push(addQ(y0, mulQ(t, subQ(y1, y0))));
        });
        const out = await run({ points, queries });
        expect(out.map((o) => ofText(o))).to.deep.equal(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('outside the table: refused without extrapolate; with it, on the line through the end points', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.integer({ min: 1, max: 1000 }), fc.boolean(), async (points, d, below) => {
        const i = below ? 0 : points.length - 2;
        const [x0, x1, y0, y1] = [readQ(points[i]!.x), readQ(points[i + 1]!.x), readQ(points[i]!.y), readQ(points[i + 1]!.y)];
        const x = below ? subQ(x0, q(BigInt(d), 7n)) : addQ(x1, q(BigInt(d), 7n));
        const queries = [`${x.n}/${x.d}`];
        const refused = await runTool('rational-interpolate-linear', { points, queries }).then(() => 'ok', (e: { code?: string }) => e.code);
        expect(refused).to.equal('invalid_input');
        const [v] = await run({ points, queries, extrapolate: true });
        const slope = divQ(subQ(y1, y0), subQ(x1, x0));
        expect({ numerator: v!.numerator, denominator: v!.denominator }).to.deep.equal(qText(addQ(y0, mulQ(slope, subQ(x, x0)))));
      }),
      { numRuns: 150 },
    );
  });
});
