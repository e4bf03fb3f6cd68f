import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type Verdict = { is_prime: boolean; method: string; factor?: string; witness?: string };
const PSI_13 = 3317044064679887385961981n;

/** Primality by trial division, for the small values where it is quick. */
function trialPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (let d = 2n; d * d <= n; d += 1n) if (n % d === 0n) return false;
  return true;
}

describe('integer-is-prime properties', () => {
  it('agrees with trial division below 2^24, and names the smallest prime factor up to 41', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -50n, max: 1n << 24n }), async (n) => {
        const v = (await runTool('integer-is-prime', { value: String(n) })) as Verdict;
        expect(v.is_prime).to.equal(trialPrime(n));
        if (v.factor !== undefined) {
          const f = BigInt(v.factor);
          expect(n % f).to.equal(0n);
          for (let d = 2n; d < f; d += 1n) expect(n % d).to.not.equal(0n);
        }
        expect(v.method === 'less_than_two').to.equal(n < 2n);
      }),
      { numRuns: 200 },
    );
  });

  it('a product of two integers above 1 is never prime; its factorization agrees', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 2n, max: 1n << 40n }), fc.bigInt({ min: 2n, max: 1n << 40n }), async (a, b) => {
        const v = (await runTool('integer-is-prime', { value: String(a * b) })) as Verdict;
        expect(v.is_prime).to.equal(false);
        expect(v.factor !== undefined || v.witness !== undefined).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('is prime exactly when integer-factorize gives the value itself as the one factor (below 2^64)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 2n, max: 1n << 64n }), async (n) => {
        const v = (await runTool('integer-is-prime', { value: String(n) })) as Verdict;
        const f = (await runTool('integer-factorize', { value: String(n) })) as { factors: { prime: string; exponent: number }[] };
        const single = f.factors.length === 1 && f.factors[0]!.exponent === 1 && f.factors[0]!.prime === String(n);
        expect(v.is_prime).to.equal(single);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses exactly the positive values from psi_13 on, and answers every negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: PSI_13 - 1000n, max: PSI_13 + 1000n }), fc.boolean(), async (n, neg) => {
        const value = neg ? -n : n;
        const r = await outcome('integer-is-prime', { value: String(value) });
        if (value >= PSI_13) expect(r).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/value' });
        else expect(r.ok).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });
});
