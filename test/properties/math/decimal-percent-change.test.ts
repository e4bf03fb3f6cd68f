import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { percent: string | null; scale: number; exact: boolean | null; direction: string; undefined_reason: string | null };
const change = async (old_value: string, new_value: string, scale: number, rounding: string) => (await runTool('decimal-percent-change', { old_value, new_value, scale, rounding })) as Out;

const value = fc.oneof(fc.integer({ min: -1000, max: 1000 }).map(String), fc.tuple(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: 1, max: 3 })).map(([n, p]) => `${n < 0 ? '-' : ''}${(Math.abs(n) / 10 ** p).toFixed(p)}`));
const plainNumber = (t: string): [bigint, number] => { const [i, f = ''] = t.replace('-', '').split('.'); const u = BigInt(i! + f); return [t.startsWith('-') ? -u : u, f.length]; };
const cmpText = (a: string, b: string): number => {
  const [x, s] = plainNumber(a);
  const [y, r] = plainNumber(b);
  const l = x * 10n ** BigInt(Math.max(s, r) - s);
  const m = y * 10n ** BigInt(Math.max(s, r) - r);
  return l < m ? -1 : l > m ? 1 : 0;
};

describe('decimal-percent-change properties', () => {
  it('floor <= half_even <= ceiling, and they are equal exactly when the change is exact', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, fc.integer({ min: 0, max: 6 }), async (o, n, scale) => {
        const [f, h, c] = await Promise.all(['floor', 'half_even', 'ceiling'].map((m) => change(o, n, scale, m)));
        if (f!.percent === null) {
          expect(plainNumber(o)[0]).to.equal(0n);
          expect([h!.undefined_reason, c!.undefined_reason]).to.deep.equal(['old_value_zero', 'old_value_zero']);
          return;
        }
        expect(cmpText(f!.percent, h!.percent!)).to.be.at.most(0);
        expect(cmpText(h!.percent!, c!.percent!)).to.be.at.most(0);
        expect(f!.exact).to.equal(cmpText(f!.percent, c!.percent!) === 0);
      }),
      { numRuns: 150 },
    );
  });

  it('the sign follows the direction, and scaling both values by a positive power of ten changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, fc.integer({ min: 1, max: 5 }), async (o, n, k) => {
        const a = await change(o, n, 4, 'up');
        const b = await change(`${o}e${k}`, `${n}e${k}`, 4, 'up');
        expect(b).to.deep.equal(a);
        if (a.percent === null) return;
        const sign = cmpText(a.percent, '0');
        expect(sign).to.equal(a.direction === 'increase' ? 1 : a.direction === 'decrease' ? -1 : 0);
      }),
      { numRuns: 150 },
    );
  });

  it('old + old × percent / 100 gives new back when the change is exact', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, async (o, n) => {
        const out = await change(o, n, 10, 'half_even');
        if (out.percent === null || !out.exact) return;
        const [ov, os] = plainNumber(o);
        const [pv, ps] = plainNumber(out.percent);
        const [nv, ns] = plainNumber(n);
        // o + |o| × p / 100 = n, all over 10^(os + ps + 2 + ns)
        const absO = ov < 0n ? -ov : ov;
        const lhs = ov * 10n ** BigInt(ps + 2 + ns) + absO * pv * 10n ** BigInt(ns);
        const rhs = nv * 10n ** BigInt(os + ps + 2);
        expect(lhs).to.equal(rhs);
      }),
      { numRuns: 150 },
    );
  });
});
