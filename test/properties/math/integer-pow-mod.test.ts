import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { integerText } from './math-arbitraries.js';

const powMod = async (base: string, exponent: bigint, m: bigint) =>
  BigInt(((await runTool('integer-pow-mod', { base, exponent: String(exponent), modulus: String(m) })) as { result: string }).result);
const modulus = fc.oneof(fc.bigInt({ min: 1n, max: 20n }), fc.bigInt({ min: 1n, max: 10n ** 60n }));

describe('integer-pow-mod properties', () => {
  it('equals the exact power reduced into [0, m) for small exponents', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, fc.bigInt({ min: 0n, max: 40n }), modulus, async (base, e, m) => {
        const r = await powMod(base, e, m);
        expect(r).to.equal((((BigInt(base) ** e) % m) + m) % m);
      }),
      { numRuns: 200 },
    );
  });

  it('a^(e1 + e2) ≡ a^e1 · a^e2 and a^(e1 · e2) = (a^e1)^e2 for large exponents', async () => {
    const big = fc.bigInt({ min: 0n, max: 10n ** 300n });
    await fc.assert(
      fc.asyncProperty(integerText, big, big, modulus, async (base, e1, e2, m) => {
        const [a1, a2] = [await powMod(base, e1, m), await powMod(base, e2, m)];
        expect(await powMod(base, e1 + e2, m)).to.equal((a1 * a2) % m);
        expect(await powMod(base, e1 * e2, m)).to.equal(await powMod(String(a1), e2, m));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a negative exponent at /exponent and a non-positive modulus at /modulus', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, fc.bigInt({ min: -(10n ** 30n), max: -1n }), fc.bigInt({ min: -(10n ** 30n), max: 0n }), async (base, e, m) => {
        expect(await outcome('integer-pow-mod', { base, exponent: String(e), modulus: '7' })).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/exponent' });
        const code = m === 0n ? 'division_by_zero' : 'invalid_input';
        expect(await outcome('integer-pow-mod', { base, exponent: '3', modulus: String(m) })).to.deep.include({ ok: false, code, pointer: '/modulus' });
      }),
      { numRuns: 50 },
    );
  });
});
