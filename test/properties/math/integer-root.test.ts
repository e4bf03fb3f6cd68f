import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';
import { bigIntValue } from './math-arbitraries.js';

type Root = { root: string; exact: boolean };
const modes = ['floor', 'ceiling', 'down', 'up', 'half_even', 'half_up', 'half_down'] as const;
const degree = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 400 }));
const wideValue = fc.oneof(bigIntValue, fc.bigInt({ min: -(10n ** 1000n) + 1n, max: 10n ** 1000n - 1n }));
const root = async (x: bigint, n: number, rounding?: string) => (await runTool('integer-root', { value: String(x), n, ...(rounding ? { rounding } : {}) })) as Root;

describe('integer-root properties', () => {
  it('floor: r^n <= x < (r + 1)^n, and exact exactly when r^n = x', async () => {
    await fc.assert(
      fc.asyncProperty(wideValue, degree, async (x0, n) => {
        const x = n % 2 === 0 && x0 < 0n ? -x0 : x0;
        const out = await root(x, n);
        const r = BigInt(out.root);
        const k = BigInt(n);
        expect(r ** k <= x && x < (r + 1n) ** k).to.equal(true);
        expect(out.exact).to.equal(r ** k === x);
      }),
      { numRuns: 200 },
    );
  });

  it('the root of a perfect power r^n is r in every mode', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 1, max: 30 }), fc.constantFrom(...modes), async (r0, n, rounding) => {
        const r = n % 2 === 0 && r0 < 0n ? -r0 : r0;
        expect(await root(r ** BigInt(n), n, rounding)).to.deep.equal({ root: String(r), exact: true });
      }),
      { numRuns: 200 },
    );
  });

  it('the modes follow from the floor: ceiling is floor + 1 off perfect powers, down/up by sign, nearest by (2r + 1)^n', async () => {
    await fc.assert(
      fc.asyncProperty(wideValue, degree, async (x0, n) => {
        const x = n % 2 === 0 && x0 < 0n ? -x0 : x0;
        const out = await root(x, n);
        if (out.exact) return;
        const f = BigInt(out.root);
        const k = BigInt(n);
        const c = f + 1n;
        const get = async (m: string) => BigInt((await root(x, n, m)).root);
        expect(await get('ceiling')).to.equal(c);
        expect(await get('down')).to.equal(x < 0n ? c : f);
        expect(await get('up')).to.equal(x < 0n ? f : c);
        // t > f + 1/2 exactly when 2^n · x > (2f + 1)^n (odd n keeps the order for negative values).
        const nearest = (2n ** k) * x > (2n * f + 1n) ** k ? c : f;
        for (const m of ['half_even', 'half_up', 'half_down']) expect(await get(m)).to.equal(nearest);
      }),
      { numRuns: 100 },
    );
  });

  it('odd degrees are odd functions: root(-x) = -root(x) rounding down', async () => {
    await fc.assert(
      fc.asyncProperty(wideValue, fc.integer({ min: 0, max: 200 }).map((k) => 2 * k + 1), async (x, n) => {
        const [a, b] = [await root(x, n, 'down'), await root(-x, n, 'down')];
        expect(BigInt(b.root)).to.equal(-BigInt(a.root));
        expect(b.exact).to.equal(a.exact);
      }),
      { numRuns: 100 },
    );
  });

  it('a negative value with an even degree is invalid_input at /value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -(10n ** 40n), max: -1n }), fc.integer({ min: 1, max: 50000 }).map((k) => 2 * k), async (x, n) => {
        expect(await outcome('integer-root', { value: String(x), n })).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/value' });
      }),
      { numRuns: 50 },
    );
  });
});
