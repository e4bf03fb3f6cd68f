import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { addQ, cmpQ, mulQ, ofText, q, qText, rationalTextArb, readQ, subQ, type Q } from './rational-text-arbitraries.js';

type R = { numerator: string; denominator: string };
type Out = { count: number; slope: R; intercept: R; r_squared: R | null; slope_decimal: string; intercept_decimal: string; r_squared_decimal: string | null };
const pairs = fc.integer({ min: 2, max: 12 }).chain((n) => fc.tuple(fc.array(rationalTextArb, { minLength: n, maxLength: n }), fc.array(rationalTextArb, { minLength: n, maxLength: n })));

describe('array-rational-linear-regression properties', () => {
  it('the residuals are orthogonal to 1 and to x (the normal equations hold exactly), and 0 <= r2 <= 1', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, async ([x, y]) => {
        const xs = x.map(readQ);
        if (xs.every((v) => cmpQ(v, xs[0]!) === 0)) {
          expect(await runTool('array-rational-linear-regression', { x, y }).catch((e: { code?: string }) => e.code)).to.equal('invalid_input');
          return;
        }
        const out = (await runTool('array-rational-linear-regression', { x, y })) as Out;
        const [m, c] = [ofText(out.slope), ofText(out.intercept)];
        let r0: Q = q(0n, 1n);
        let r1: Q = q(0n, 1n);
        let ssr: Q = q(0n, 1n);
        const ys = y.map(readQ);
        xs.forEach((xi, i) => {
          const res = subQ(ys[i]!, addQ(mulQ(m, xi), c));
          r0 = addQ(r0, res);
          r1 = addQ(r1, mulQ(res, xi));
          ssr = addQ(ssr, mulQ(res, res));
        });
        expect(r0).to.deep.equal(q(0n, 1n));
        expect(r1).to.deep.equal(q(0n, 1n));
        // r2 = 1 - SSres / SStot, or null when y is constant
        const my = ys.reduce(addQ, q(0n, 1n));
        const mean = q(my.n, my.d * BigInt(ys.length));
        const sst = ys.reduce((s, v) => addQ(s, mulQ(subQ(v, mean), subQ(v, mean))), q(0n, 1n));
        if (sst.n === 0n) expect(out.r_squared).to.equal(null);
        else {
          expect(out.r_squared).to.deep.equal(qText(subQ(q(1n, 1n), q(ssr.n * sst.d, ssr.d * sst.n))));
          expect(cmpQ(ofText(out.r_squared!), q(0n, 1n))).to.be.at.least(0);
          expect(cmpQ(ofText(out.r_squared!), q(1n, 1n))).to.be.at.most(0);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('swapping x and y keeps r2, and slope(y on x) * slope(x on y) = r2', async () => {
    await fc.assert(
      fc.asyncProperty(pairs, async ([x, y]) => {
        const distinct = (l: string[]) => l.map(readQ).some((v, _, a) => cmpQ(v, a[0]!) !== 0);
        if (!distinct(x) || !distinct(y)) return;
        const a = (await runTool('array-rational-linear-regression', { x, y })) as Out;
        const b = (await runTool('array-rational-linear-regression', { x: y, y: x })) as Out;
        expect(a.r_squared).to.deep.equal(b.r_squared);
        expect(qText(mulQ(ofText(a.slope), ofText(b.slope)))).to.deep.equal(a.r_squared);
      }),
      { numRuns: 150 },
    );
  });
});
