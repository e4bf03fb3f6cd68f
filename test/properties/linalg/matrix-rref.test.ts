import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { matrixText, parseMatrixQ, mul, add, eq, type Q } from './elimination-arbitraries.js';

type Rref = { rref: string[][]; pivot_columns: number[]; rank: number; rows: number; columns: number };

describe('matrix-rref properties', () => {
  it('the result is in reduced row echelon form and rref is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 7, 7), async (a) => {
        const r = (await runTool('matrix-rref', { a })) as Rref;
        const m = parseMatrixQ(r.rref);
        r.pivot_columns.forEach((c, i) => {
          expect(m[i]![c]).to.deep.equal([1n, 1n]);
          for (let j = 0; j < c; j++) expect(m[i]![j]![0]).to.equal(0n);
          m.forEach((row, k) => k !== i && expect(row[c]![0]).to.equal(0n));
          if (i > 0) expect(c).to.be.greaterThan(r.pivot_columns[i - 1]!);
        });
        for (let i = r.rank; i < m.length; i++) expect(m[i]!.every((x) => x[0] === 0n)).to.equal(true);
        if (r.rref.some((row) => row.some((x) => x.length > 100))) return; // too long to be input again
        const again = (await runTool('matrix-rref', { a: r.rref })) as Rref;
        expect(again).to.deep.equal(r);
      }),
      { numRuns: 150 },
    );
  });

  it('each input row is a combination of the RREF rows (with the coefficients read at the pivot columns), and a row permutation keeps the RREF', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 6, 6), fc.nat(), async (a, s) => {
        const r = (await runTool('matrix-rref', { a })) as Rref;
        const m = parseMatrixQ(r.rref);
        for (const row of parseMatrixQ(a)) {
          const combo = row.map((_, j) => r.pivot_columns.reduce<Q>((acc, c, i) => add(acc, mul(row[c]!, m[i]![j]!)), [0n, 1n]));
          combo.forEach((x, j) => expect(eq(x, row[j]!)).to.equal(true));
        }
        const rot = s % a.length;
        const permuted = [...a.slice(rot), ...a.slice(0, rot)].reverse();
        expect(((await runTool('matrix-rref', { a: permuted })) as Rref).rref).to.deep.equal(r.rref);
      }),
      { numRuns: 150 },
    );
  });
});
