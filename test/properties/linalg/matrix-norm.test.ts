import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { entryText, matrixText, mul, parseQ, q, text } from './elimination-arbitraries.js';

type Norms = { one_norm: string; infinity_norm: string; frobenius_squared: string; frobenius_exact: boolean; frobenius: string | null; frobenius_decimal: string };
const norms = async (a: string[][], extra: object = {}) => (await runTool('matrix-norm', { a, ...extra })) as Norms;
const transpose = (a: string[][]) => (a.length === 0 ? [] : a[0]!.map((_, j) => a.map((row) => row[j]!)));

describe('matrix-norm properties', () => {
  it('the 1-norm of A is the ∞-norm of Aᵀ, and the Frobenius norm is the L2 norm of the entries as one vector', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(0, 6, 6), fc.integer({ min: 0, max: 30 }), async (a, scale) => {
        const n = await norms(a, { scale });
        const t = await norms(transpose(a), { scale });
        expect(t.infinity_norm).to.equal(n.one_norm);
        expect(t.one_norm).to.equal(n.infinity_norm);
        expect(t.frobenius_squared).to.equal(n.frobenius_squared);
        const v = (await runTool('vector-norm', { a: a.flat(), scale })) as { l2_squared: string; l2: string | null; l2_decimal: string };
        expect([n.frobenius_squared, n.frobenius, n.frobenius_decimal]).to.deep.equal([v.l2_squared, v.l2, v.l2_decimal]);
      }),
      { numRuns: 150 },
    );
  });

  it('scaling by k multiplies the 1- and ∞-norms by |k| and the squared Frobenius norm by k²', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 5, 5), entryText, async (a, k) => {
        const kq = parseQ(k);
        const ak = q(kq[0] < 0n ? -kq[0] : kq[0], kq[1]);
        const scaled = a.map((row) => row.map((x) => text(mul(parseQ(x), kq))));
        const n = await norms(a);
        const s = await norms(scaled);
        expect(s.one_norm).to.equal(text(mul(parseQ(n.one_norm), ak)));
        expect(s.infinity_norm).to.equal(text(mul(parseQ(n.infinity_norm), ak)));
        expect(s.frobenius_squared).to.equal(text(mul(parseQ(n.frobenius_squared), mul(kq, kq))));
      }),
      { numRuns: 150 },
    );
  });

  it('the decimal Frobenius norm brackets the exact value: floor ≤ ceiling, and equal exactly when it is exact at that scale', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 4, 4), fc.integer({ min: 0, max: 20 }), async (a, scale) => {
        const lo = await norms(a, { scale, rounding: 'floor' });
        const hi = await norms(a, { scale, rounding: 'ceiling' });
        const toUnits = (d: string) => BigInt(d.replace('.', ''));
        const diff = toUnits(hi.frobenius_decimal) - toUnits(lo.frobenius_decimal);
        expect(diff === 0n || diff === 1n).to.equal(true);
        if (!lo.frobenius_exact) expect(diff).to.equal(1n);
      }),
      { numRuns: 150 },
    );
  });
});
