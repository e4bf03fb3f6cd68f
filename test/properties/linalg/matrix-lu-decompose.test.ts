import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { mulMatrix, parseMatrixQ, squareText } from './elimination-arbitraries.js';

type Lu = { p: string[][]; l: string[][]; u: string[][]; permutation: number[]; swaps: number; determinant: string; size: number };

describe('matrix-lu-decompose properties', () => {
  it('P·A = L·U exactly; L unit lower, U upper; P is the permutation listed; det agrees with matrix-determinant', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(6), async (a) => {
        const r = (await runTool('matrix-lu-decompose', { a })) as Lu;
        const n = a.length;
        expect(r.size).to.equal(n);
        const [qp, ql, qu, qa] = [parseMatrixQ(r.p), parseMatrixQ(r.l), parseMatrixQ(r.u), parseMatrixQ(a)];
        if (n > 0) expect(mulMatrix(qp, qa)).to.deep.equal(mulMatrix(ql, qu));
        for (let i = 0; i < n; i++) {
          expect(r.l[i]![i]).to.equal('1');
          for (let j = 0; j < n; j++) {
            if (j > i) expect(r.l[i]![j]).to.equal('0');
            if (j < i) expect(r.u[i]![j]).to.equal('0');
            expect(r.p[i]![j]).to.equal(r.permutation[i] === j ? '1' : '0');
          }
        }
        expect([...r.permutation].sort((x, y) => x - y)).to.deep.equal(Array.from({ length: n }, (_, i) => i));
        const det = ((await runTool('matrix-determinant', { a })) as { determinant: string }).determinant;
        expect(r.determinant).to.equal(det);
        expect(r.u.some((row, k) => row[k] === '0')).to.equal(det === '0' && n > 0);
      }),
      { numRuns: 150 },
    );
  });

  it('a matrix whose leading principal minors are all non-zero needs no exchange (P = I)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 36, maxLength: 36 }), async (n, xs) => {
        // A = L0 · U0 with unit L0 and U0 with non-zero diagonal: every leading minor is non-zero.
        const l0 = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? '1' : j < i ? String(xs[i * 6 + j]!) : '0')));
        const u0 = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? String(xs[i * 6 + j]! || 1) : j > i ? String(xs[i * 6 + j]!) : '0')));
        const a = mulMatrix(parseMatrixQ(l0), parseMatrixQ(u0)).map((row) => row.map(([p, q]) => (q === 1n ? String(p) : `${p}/${q}`)));
        const r = (await runTool('matrix-lu-decompose', { a })) as Lu;
        expect(r.swaps).to.equal(0);
        expect(r.l).to.deep.equal(l0);
        expect(r.u).to.deep.equal(u0);
      }),
      { numRuns: 150 },
    );
  });
});
