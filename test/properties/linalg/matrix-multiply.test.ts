import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { canonicalMatrix, dims, matrixOf, multiplyRef, transposeRef } from './linalg-arbitraries.js';

type P = { product: string[][]; rows: number; columns: number };
const multiply = async (a: string[][], b: string[][]) => (await runTool('matrix-multiply', { a, b })) as P;
const fits = (m: string[][]) => m.every((row) => row.every((x) => x.length <= 100));

describe('matrix-multiply properties', () => {
  it('is the exact product, m × p, and (AB)ᵀ = BᵀAᵀ', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(dims(5), dims(5), dims(5)).chain(([m, n, p]) => fc.tuple(matrixOf(m, n), matrixOf(n, p))), async ([a, b]) => {
        const ab = await multiply(a, b);
        expect(ab.product).to.deep.equal(multiplyRef(a, b));
        expect([ab.rows, ab.columns]).to.deep.equal([a.length, b[0]!.length]);
        const btat = await multiply(transposeRef(b), transposeRef(a));
        expect(btat.product).to.deep.equal(transposeRef(ab.product));
      }),
      { numRuns: 150 },
    );
  });

  it('is associative, (AB)C = A(BC), and the identity is neutral', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(dims(3), dims(3), dims(3), dims(3)).chain(([m, n, p, q]) => fc.tuple(matrixOf(m, n), matrixOf(n, p), matrixOf(p, q))), async ([a, b, c]) => {
        const ab = multiplyRef(a, b);
        const bc = multiplyRef(b, c);
        if (!fits(ab) || !fits(bc)) return;
        expect((await multiply(ab, c)).product).to.deep.equal((await multiply(a, bc)).product);
        const n = a[0]!.length;
        const id = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? '1' : '0')));
        expect((await multiply(a, id)).product).to.deep.equal(canonicalMatrix(a));
      }),
      { numRuns: 100 },
    );
  });
});
