import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { rationalText } from './math-arbitraries.js';

type Out = { numerator: string; denominator: string; exact: boolean; difference: { numerator: string; denominator: string } };

describe('rational-approximate properties', () => {
  it('no fraction with a denominator up to the maximum is closer (brute force over small maxima), and ties take the smaller denominator', async () => {
    await fc.assert(
      fc.asyncProperty(rationalText, fc.integer({ min: 1, max: 40 }), async ({ numerator, denominator }, max) => {
        const out = (await runTool('rational-approximate', { value: `${numerator}/${denominator}`, max_denominator: String(max) })) as Out;
        let [n, d] = [BigInt(numerator), BigInt(denominator)];
        if (d < 0n) [n, d] = [-n, -d];
        const [p, q] = [BigInt(out.numerator), BigInt(out.denominator)];
        expect(q >= 1n && q <= BigInt(max)).to.equal(true);
        const dist = (a: bigint, b: bigint) => { const x = a * d - n * b; return [x < 0n ? -x : x, b * d] as const; }; // |a/b - n/d| as a fraction
        const [bn, bd] = dist(p, q);
        expect(out.difference.numerator === '0').to.equal(out.exact);
        for (let s = 1n; s <= BigInt(max); s++) {
          // the nearest numerators for denominator s: floor and ceiling of n*s/d
          const f = (n * s - (((n * s) % d) + d) % d) / d;
          for (const r of [f, f + 1n]) {
            const [cn, cd] = dist(r, s);
            const cmp = cn * bd - bn * cd;
            expect(cmp >= 0n, `${r}/${s} closer than ${p}/${q}`).to.equal(true);
            if (cmp === 0n && r * q !== p * s) expect(q < s || (q === s && p < r), `tie ${r}/${s} vs ${p}/${q}`).to.equal(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
