import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { gcdRef, integerText, integerTexts } from './math-arbitraries.js';

type GL = { gcd: string; lcm: string };
const abs = (v: bigint) => (v < 0n ? -v : v);

describe('integer-gcd-lcm properties', () => {
  it('gcd divides every value and lcm is a multiple of every value; both non-negative', async () => {
    await fc.assert(
      fc.asyncProperty(integerTexts(0, 12), async (values) => {
        const r = await outcome('integer-gcd-lcm', { values });
        if (!r.ok) {
          expect(r.code).to.equal('limit_exceeded');
          return;
        }
        const { gcd, lcm } = r.value as GL;
        const [g, l] = [BigInt(gcd), BigInt(lcm)];
        expect(g >= 0n && l >= 0n).to.equal(true);
        const nums = values.map(BigInt);
        for (const v of nums) {
          if (g !== 0n) expect(v % g).to.equal(0n);
          if (v !== 0n) expect(l % v).to.equal(0n);
        }
        expect(g).to.equal(nums.reduce(gcdRef, 0n));
        expect(l === 0n).to.equal(nums.includes(0n));
      }),
      { numRuns: 200 },
    );
  });

  it('gcd(a, b) · lcm(a, b) = |a · b|, and the order of the values does not matter', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, integerText, async (a, b) => {
        const ab = (await runTool('integer-gcd-lcm', { values: [a, b] })) as GL;
        expect(BigInt(ab.gcd) * BigInt(ab.lcm)).to.equal(abs(BigInt(a) * BigInt(b)));
        expect(await runTool('integer-gcd-lcm', { values: [b, a] })).to.deep.equal(ab);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with integer-mod-inverse on the gcd of a value and a positive modulus', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, fc.bigInt({ min: 1n, max: 10n ** 40n }), async (a, m) => {
        const gl = (await runTool('integer-gcd-lcm', { values: [a, String(m)] })) as GL;
        const inv = (await runTool('integer-mod-inverse', { value: a, modulus: String(m) })) as { gcd: string };
        expect(inv.gcd).to.equal(gl.gcd);
      }),
      { numRuns: 100 },
    );
  });
});
