import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { addQ, cmpQ, mulQ, ofText, q, rationalTextArb, readQ, type Q } from './rational-text-arbitraries.js';

type Out = { count: number; mean: { numerator: string; denominator: string }; variance: { numerator: string; denominator: string }; variance_decimal: string; standard_deviation: string; standard_deviation_exact: { numerator: string; denominator: string } | null };
const modes = ['half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor'] as const;

/** A plain decimal text as an exact rational. */
function decQ(text: string): Q {
  return readQ(text);
}

describe('array-rational-variance properties', () => {
  it('the rounded standard deviation brackets the exact variance when squared, in every mode', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { minLength: 2, maxLength: 12 }), fc.integer({ min: 0, max: 30 }), fc.constantFrom(...modes), fc.constantFrom('sample', 'population'), async (values, scale, rounding, kind) => {
        const out = (await runTool('array-rational-variance', { values, scale, rounding, kind })) as Out;
        const v = ofText(out.variance);
        const s = decQ(out.standard_deviation);
        expect(out.standard_deviation.split('.')[1]?.length ?? 0).to.equal(scale);
        const ulp = q(1n, 10n ** BigInt(scale));
        const half = q(1n, 2n * 10n ** BigInt(scale));
        const sq = (x: Q) => mulQ(x, x);
        const lo = (x: Q, d: Q) => addQ(x, { n: -d.n, d: d.d });
        const isSquare = (x: bigint) => { let r = 0n; while ((r + 1n) * (r + 1n) <= x && r < 10n ** 6n) r++; return r * r === x; };
        if (out.standard_deviation_exact === null) expect(v.n < 10n ** 11n && v.d < 10n ** 11n && isSquare(v.n) && isSquare(v.d)).to.equal(false);
        else expect(sq(ofText(out.standard_deviation_exact))).to.deep.equal(v);
        if (cmpQ(sq(s), v) === 0) return; // exact: every mode agrees
        switch (rounding) {
          case 'down':
          case 'floor':
            expect(cmpQ(sq(s), v)).to.equal(-1);
            expect(cmpQ(sq(addQ(s, ulp)), v)).to.equal(1);
            break;
          case 'up':
          case 'ceiling':
            expect(cmpQ(sq(s), v)).to.equal(1);
            expect(s.n === 0n || cmpQ(sq(lo(s, ulp)), v) === -1).to.equal(true);
            break;
          default: {
            // |s - sqrt(v)| <= ulp/2, ties broken by the mode
            const below = cmpQ(sq(lo(s, half)), v);
            const above = cmpQ(sq(addQ(s, half)), v);
            expect(s.n === 0n || below <= 0).to.equal(true);
            expect(above).to.be.at.least(0);
            if (below === 0) expect(rounding === 'half_up' || (rounding === 'half_even' && (s.n * 10n ** BigInt(scale) / s.d) % 2n === 0n)).to.equal(true);
            if (above === 0) expect(rounding === 'half_down' || (rounding === 'half_even' && (s.n * 10n ** BigInt(scale) / s.d) % 2n === 0n)).to.equal(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('ties: population variance of (0, 2k+1) is ((2k+1)/2)^2, so the deviation ends in 5 one place past the scale', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10000 }), fc.constantFrom(...modes), async (k, rounding) => {
        const out = (await runTool('array-rational-variance', { values: ['0', String(2 * k + 1)], kind: 'population', scale: 0, rounding })) as Out;
        const up = rounding === 'half_up' || rounding === 'up' || rounding === 'ceiling' || (rounding === 'half_even' && k % 2 === 1);
        expect(out.standard_deviation).to.equal(String(up ? k + 1 : k));
        expect(out.standard_deviation_exact).to.deep.equal({ numerator: String(2 * k + 1), denominator: '2' });
      }),
      { numRuns: 100 },
    );
  });

  it('sample * (n - 1) = population * n, shifting every value leaves the variance, the mean is the mean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalTextArb, { minLength: 2, maxLength: 15 }), rationalTextArb, async (values, shift) => {
        const sample = (await runTool('array-rational-variance', { values })) as Out;
        const pop = (await runTool('array-rational-variance', { values, kind: 'population' })) as Out;
        const n = BigInt(values.length);
        expect(mulQ(ofText(sample.variance), q(n - 1n, 1n))).to.deep.equal(mulQ(ofText(pop.variance), q(n, 1n)));
        const c = readQ(shift);
        const shifted = values.map((v) => {
          const x = addQ(readQ(v), c);
          return `${x.n}/${x.d}`;
        });
        const moved = (await runTool('array-rational-variance', { values: shifted })) as Out;
        expect(moved.variance).to.deep.equal(sample.variance);
        const mean = (await runTool('array-rational-mean', { values: values.map((v) => { const x = readQ(v); return { numerator: String(x.n), denominator: String(x.d) }; }) })) as Record<string, string>;
        expect(sample.mean).to.deep.equal(mean);
      }),
      { numRuns: 150 },
    );
  });
});
