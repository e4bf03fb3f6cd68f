import { expect } from 'chai';
import fc from 'fast-check';
import { factorize, RhoBudgetExceeded } from '../../../impl/math/lib/primes.js';
import { outcome, runTool } from '../../support/direct.js';

type Factorization = { sign: number; factors: { prime: string; exponent: number }[] };
const TWO_64 = 1n << 64n;
const PRIMES = [2n, 3n, 5n, 41n, 997n, 1009n, 65537n, 999983n, 2147483647n, 4294967291n];

describe('integer-factorize properties', () => {
  it('sign x product of prime^exponent is the value; primes ascend and are prime', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: -TWO_64, max: TWO_64 })), async (n) => {
        const f = (await runTool('integer-factorize', { value: String(n) })) as Factorization;
        let product = BigInt(f.sign);
        let last = 1n;
        for (const { prime, exponent } of f.factors) {
          const p = BigInt(prime);
          expect(p > last).to.equal(true);
          last = p;
          product *= p ** BigInt(exponent);
          expect(((await runTool('integer-is-prime', { value: prime })) as { is_prime: boolean }).is_prime).to.equal(true);
        }
        expect(product).to.equal(n);
      }),
      { numRuns: 150 },
    );
  });

  it('recovers the primes a value was built from', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...PRIMES), { minLength: 1, maxLength: 6 }), async (ps) => {
        const n = ps.reduce((a, b) => a * b, 1n);
        fc.pre(n <= TWO_64);
        const counts = new Map<bigint, number>();
        for (const p of ps) counts.set(p, (counts.get(p) ?? 0) + 1);
        const expected = [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([p, e]) => ({ prime: String(p), exponent: e }));
        expect(await runTool('integer-factorize', { value: String(n) })).to.deep.equal({ sign: 1, factors: expected });
      }),
      { numRuns: 150 },
    );
  });

  it('refuses every magnitude above 2^64', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: TWO_64 + 1n, max: TWO_64 * 1000n }), fc.boolean(), async (n, neg) => {
        expect(await outcome('integer-factorize', { value: String(neg ? -n : n) })).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/value' });
      }),
      { numRuns: 100 },
    );
  });

  it('stops at the rho budget (max_rho_iterations) instead of running on', () => {
    // 4294967279 x 4294967291 needs about 119000 rho iterations: a budget of 1000 is spent first.
    expect(() => factorize(18446743979220271189n, { left: 1000 })).to.throw(RhoBudgetExceeded);
    const budget = { left: 2_000_000 };
    expect(factorize(18446743979220271189n, budget).map((f) => f.prime)).to.deep.equal([4294967279n, 4294967291n]);
    expect(budget.left).to.be.greaterThan(0);
  });
});
