import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { dims, frac, matrixOf, multiplyRef, textOf, transposeRef } from './linalg-arbitraries.js';

type K = { product: string[][]; rows: number; columns: number };
const kron = async (a: string[][], b: string[][]) => (await runTool('matrix-kronecker', { a, b })) as K;
const shaped = (max: number) => fc.tuple(dims(max), dims(max)).chain(([m, n]) => matrixOf(m, n));
const fits = (m: string[][]) => m.every((row) => row.every((x) => x.length <= 100));

describe('matrix-kronecker properties', () => {
  it('block (i, j) is a[i][j] · B, of shape mp × nq, and (A ⊗ B)ᵀ = Aᵀ ⊗ Bᵀ', async () => {
    await fc.assert(
      fc.asyncProperty(shaped(4), shaped(4), async (a, b) => {
        const k = await kron(a, b);
        const [p, q] = [b.length, b[0]!.length];
        expect([k.rows, k.columns]).to.deep.equal([a.length * p, a[0]!.length * q]);
        for (let r = 0; r < k.rows; r++) {
          for (let c = 0; c < k.columns; c++) {
            const expected = frac(a[Math.floor(r / p)]![Math.floor(c / q)]!).mul(frac(b[r % p]![c % q]!));
            expect(k.product[r]![c]).to.equal(textOf(expected));
          }
        }
        expect((await kron(transposeRef(a), transposeRef(b))).product).to.deep.equal(transposeRef(k.product));
      }),
      { numRuns: 100 },
    );
  });

  it('mixed-product property: (A ⊗ B)(C ⊗ D) = (AC) ⊗ (BD)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(dims(2), dims(2), dims(2), dims(2), dims(2), dims(2)).chain(([m, n, k, p, q, r]) => fc.tuple(matrixOf(m, n), matrixOf(n, k), matrixOf(p, q), matrixOf(q, r))),
        async ([a, c, b, d]) => {
          const ac = multiplyRef(a, c);
          const bd = multiplyRef(b, d);
          if (!fits(ac) || !fits(bd)) return;
          const left = multiplyRef((await kron(a, b)).product, (await kron(c, d)).product);
          expect((await kron(ac, bd)).product).to.deep.equal(left);
        },
      ),
      { numRuns: 100 },
    );
  });
});
