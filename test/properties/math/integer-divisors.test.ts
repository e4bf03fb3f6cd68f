import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type Divisors = { count: number; sum: string; divisors?: string[] };
const TWO_64 = 1n << 64n;
const smooth = fc
  .array(fc.constantFrom(2n, 3n, 5n, 7n, 11n, 13n, 1009n), { minLength: 0, maxLength: 14 })
  .map((ps) => ps.reduce((a, b) => a * b, 1n));

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) [x, y] = [y, (y + n / y) / 2n];
  return x;
}

describe('integer-divisors properties', () => {
  it('lists ascending divisors that pair off d x (n / d) = n; count and sum match the list and the summary; over 10000 divisors is refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.bigInt({ min: 1n, max: 100000n }), smooth, fc.bigInt({ min: 1n, max: TWO_64 })), async (n) => {
        const summary = (await runTool('integer-divisors', { value: String(n), include_divisors: false })) as Divisors;
        if (summary.count > 10000) {
          expect(await outcome('integer-divisors', { value: String(n) })).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/value' });
          return;
        }
        const r = (await runTool('integer-divisors', { value: String(n) })) as Divisors;
        expect({ count: r.count, sum: r.sum }).to.deep.equal(summary);
        const ds = r.divisors!.map(BigInt);
        expect(ds.length).to.equal(r.count);
        expect(ds.reduce((a, b) => a + b, 0n)).to.equal(BigInt(r.sum));
        for (let i = 0; i < ds.length; i += 1) {
          expect(n % ds[i]!).to.equal(0n);
          expect(ds[i]! * ds[ds.length - 1 - i]!).to.equal(n);
          if (i > 0) expect(ds[i]! > ds[i - 1]!).to.equal(true);
        }
        expect(ds[0]).to.equal(1n);
        expect(ds[ds.length - 1]).to.equal(n);
      }),
      { numRuns: 150 },
    );
  });

  it('the count is odd exactly for perfect squares', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.bigInt({ min: 1n, max: 1n << 32n }).map((x) => x * x), fc.bigInt({ min: 1n, max: TWO_64 }), smooth), async (n) => {
        const r = (await runTool('integer-divisors', { value: String(n), include_divisors: false })) as Divisors;
        const root = isqrt(n);
        expect(r.count % 2 === 1).to.equal(root * root === n);
      }),
      { numRuns: 150 },
    );
  });

  it('count and sum are multiplicative: f(ab) = f(a) f(b) for coprime a, b', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 1n << 30n }), fc.bigInt({ min: 1n, max: 1n << 30n }), async (a, b) => {
        let [x, y] = [a, b];
        while (y) [x, y] = [y, x % y];
        fc.pre(x === 1n);
        const f = async (v: bigint) => (await runTool('integer-divisors', { value: String(v), include_divisors: false })) as Divisors;
        const [fa, fb, fab] = [await f(a), await f(b), await f(a * b)];
        expect(fab.count).to.equal(fa.count * fb.count);
        expect(BigInt(fab.sum)).to.equal(BigInt(fa.sum) * BigInt(fb.sum));
      }),
      { numRuns: 150 },
    );
  });
});
