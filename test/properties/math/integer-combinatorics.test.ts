import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const run = async (kind: string, n: bigint, k?: bigint): Promise<bigint> => {
  const input = k === undefined ? { kind, n: String(n) } : { kind, n: String(n), k: String(k) };
  const r = (await runTool('integer-combinatorics', input)) as { value: string; digits: number };
  expect(r.digits).to.equal(r.value.length);
  return BigInt(r.value);
};
const small = fc.bigInt({ min: 0n, max: 300n });

describe('integer-combinatorics properties', () => {
  it("Pascal's rule C(n, k) = C(n - 1, k - 1) + C(n - 1, k), and symmetry C(n, k) = C(n, n - k)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 2000n }), fc.bigInt({ min: 1n, max: 2000n }), async (n, k) => {
        expect(await run('combinations', n, k)).to.equal((await run('combinations', n - 1n, k - 1n)) + (await run('combinations', n - 1n, k)));
        if (k <= n) expect(await run('combinations', n, k)).to.equal(await run('combinations', n, n - k));
      }),
      { numRuns: 150 },
    );
  });

  it('P(n, k) = C(n, k) x k!, and n! = P(n, n)', async () => {
    await fc.assert(
      fc.asyncProperty(small, small, async (n, k) => {
        expect(await run('permutations', n, k)).to.equal((await run('combinations', n, k)) * (await run('factorial', k)));
        expect(await run('factorial', n)).to.equal(await run('permutations', n, n));
      }),
      { numRuns: 150 },
    );
  });

  it('multisets: ((n, k)) = C(n + k - 1, k) for n >= 1, and ((n, k)) = ((n - 1, k)) + ((n, k - 1))', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 200n }), fc.bigInt({ min: 1n, max: 200n }), async (n, k) => {
        const m = await run('combinations_with_repetition', n, k);
        expect(m).to.equal(await run('combinations', n + k - 1n, k));
        expect(m).to.equal((await run('combinations_with_repetition', n - 1n, k)) + (await run('combinations_with_repetition', n, k - 1n)));
      }),
      { numRuns: 150 },
    );
  });

  it('n^k = n x n^(k - 1), and the sum of C(n, i) over i is 2^n', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 40n }), fc.bigInt({ min: 0n, max: 40n }), async (n, k, m) => {
        expect(await run('permutations_with_repetition', n, k)).to.equal(n * (await run('permutations_with_repetition', n, k - 1n)));
        let total = 0n;
        for (let i = 0n; i <= m; i += 1n) total += await run('combinations', m, i);
        expect(total).to.equal(await run('permutations_with_repetition', 2n, m));
      }),
      { numRuns: 100 },
    );
  });
});
