import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { gcdRef, integerText } from './math-arbitraries.js';

type Inv = { exists: boolean; inverse?: string; gcd: string; x: string; y: string };
const abs = (v: bigint) => (v < 0n ? -v : v);
const modulus = fc.oneof(fc.bigInt({ min: 1n, max: 30n }), fc.bigInt({ min: 1n, max: 10n ** 60n }));

describe('integer-mod-inverse properties', () => {
  it('a · x + m · y = gcd(a, m); the inverse exists exactly when the gcd is 1 and lies in [0, m)', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, modulus, async (aText, m) => {
        const out = (await runTool('integer-mod-inverse', { value: aText, modulus: String(m) })) as Inv;
        const [a, g, x, y] = [BigInt(aText), BigInt(out.gcd), BigInt(out.x), BigInt(out.y)];
        expect(g).to.equal(gcdRef(a, m));
        expect(a * x + m * y).to.equal(g);
        expect(out.exists).to.equal(g === 1n);
        if (out.exists) {
          const inv = BigInt(out.inverse!);
          expect(inv >= 0n && inv < m).to.equal(true);
          expect((((a * inv - 1n) % m) + m) % m).to.equal(0n);
        } else expect(out).to.not.have.property('inverse');
        // The extended Euclidean pair is minimal unless m divides a.
        if (a % m === 0n) expect([x, y]).to.deep.equal([0n, 1n]);
        else expect(2n * g * abs(x) <= m && 2n * g * abs(y) <= abs(a)).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the inverse of the inverse is the value reduced, and pow-mod agrees: a^e · inv^e ≡ 1', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, modulus.filter((m) => m > 1n), fc.bigInt({ min: 0n, max: 10n ** 6n }), async (a, m, e) => {
        const out = (await runTool('integer-mod-inverse', { value: a, modulus: String(m) })) as Inv;
        if (!out.exists) return;
        const back = (await runTool('integer-mod-inverse', { value: out.inverse!, modulus: String(m) })) as Inv;
        expect(BigInt(back.inverse!)).to.equal(((BigInt(a) % m) + m) % m);
        const p1 = (await runTool('integer-pow-mod', { base: a, exponent: String(e), modulus: String(m) })) as { result: string };
        const p2 = (await runTool('integer-pow-mod', { base: out.inverse!, exponent: String(e), modulus: String(m) })) as { result: string };
        expect((BigInt(p1.result) * BigInt(p2.result)) % m).to.equal(1n);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a zero modulus (division_by_zero) and a negative one (invalid_input) at /modulus', async () => {
    await fc.assert(
      fc.asyncProperty(integerText, fc.bigInt({ min: -(10n ** 30n), max: 0n }), async (a, m) => {
        const code = m === 0n ? 'division_by_zero' : 'invalid_input';
        expect(await outcome('integer-mod-inverse', { value: a, modulus: String(m) })).to.deep.include({ ok: false, code, pointer: '/modulus' });
      }),
      { numRuns: 50 },
    );
  });
});
