import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dotRef, frac, textOf, vector } from './linalg-arbitraries.js';

type Norm = { l1: string; linf: string; l2_squared: string; l2_exact: boolean; l2: string | null; l2_decimal: string };
const modes = ['half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor'] as const;

/** d = l2_decimal as an exact rational, and the unit of its last place. */
function decimal(text: string, scale: number): { n: bigint; d: bigint } {
  return { n: BigInt(text.replace('.', '')), d: 10n ** BigInt(scale) };
}

describe('vector-norm properties', () => {
  it('l1, linf and l2_squared are exact; l2 is exact exactly when l2_squared is a square', async () => {
    await fc.assert(
      fc.asyncProperty(vector(8), async (a) => {
        const out = (await runTool('vector-norm', { a })) as Norm;
        expect(out.l1).to.equal(textOf(a.reduce((s, x) => s.add(frac(x).abs()), frac('0'))));
        expect(out.linf).to.equal(textOf(a.reduce((m, x) => (frac(x).abs().compare(m) > 0 ? frac(x).abs() : m), frac('0'))));
        expect(out.l2_squared).to.equal(dotRef(a, a));
        if (out.l2_exact) expect(textOf(frac(out.l2!).pow(2))).to.equal(out.l2_squared);
        else expect(out.l2).to.equal(null);
      }),
      { numRuns: 150 },
    );
  });

  it('l2_decimal is the correctly rounded square root for every mode', async () => {
    await fc.assert(
      fc.asyncProperty(vector(5), fc.integer({ min: 0, max: 12 }), fc.constantFrom(...modes), async (a, scale, rounding) => {
        const out = (await runTool('vector-norm', { a, scale, rounding })) as Norm;
        const s = frac(out.l2_squared); // exact square of the true length L
        const { n, d } = decimal(out.l2_decimal, scale);
        // compare q = n/d with L via q² against s, exactly: lo = (n - 1/2)/d, hi = (n + 1/2)/d
        const cmp = (num: bigint, den: bigint) => (num < 0n ? -1 : frac(`${num * num}/${den * den}`).compare(s)); // sign of (num/den)² - s
        const floorOk = cmp(n, d) <= 0 && cmp(n + 1n, d) > 0;
        const ceilOk = cmp(n, d) >= 0 && (n === 0n || cmp(n - 1n, d) < 0);
        if (rounding === 'down' || rounding === 'floor') expect(floorOk).to.equal(true);
        else if (rounding === 'up' || rounding === 'ceiling') expect(ceilOk).to.equal(true);
        else {
          // nearest: |n/d - L| <= 1/(2d); ties (exact halves) resolved by the mode
          const lo = cmp(2n * n - 1n, 2n * d);
          const hi = cmp(2n * n + 1n, 2n * d);
          expect(lo <= 0 && hi >= 0).to.equal(true);
          if (lo === 0) expect(rounding === 'half_up' || (rounding === 'half_even' && n % 2n === 0n)).to.equal(true);
          if (hi === 0) expect(rounding === 'half_down' || (rounding === 'half_even' && n % 2n === 0n)).to.equal(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
