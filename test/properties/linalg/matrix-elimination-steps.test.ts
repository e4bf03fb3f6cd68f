import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { add, matrixText, mul, parseMatrixQ, parseQ, type Q } from './elimination-arbitraries.js';

type Step = { operation: 'swap' | 'scale' | 'add'; target: number; source: number | null; factor: string | null; notation: string; matrix: string[][] };
type Steps = { steps: Step[]; rref: string[][]; pivot_columns: number[]; rank: number; consistent: boolean | null; step_count: number; rows: number; columns: number };

/** Applies one elementary row operation to a matrix of Q. */
function apply(m: Q[][], s: Step): Q[][] {
  const out = m.map((row) => row.slice());
  if (s.operation === 'swap') [out[s.target], out[s.source!]] = [out[s.source!]!, out[s.target]!];
  else if (s.operation === 'scale') out[s.target] = out[s.target]!.map((x) => mul(x, parseQ(s.factor!)));
  else out[s.target] = out[s.target]!.map((x, j) => add(x, mul(parseQ(s.factor!), out[s.source!]![j]!)));
  return out;
}

describe('matrix-elimination-steps properties', () => {
  it('each step is one elementary operation whose result is the next matrix; the end is matrix-rref', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 5, 5), async (a) => {
        const r = (await runTool('matrix-elimination-steps', { a })) as Steps;
        let cur = parseMatrixQ(a);
        for (const s of r.steps) {
          expect(s.target).to.not.equal(s.source);
          if (s.operation === 'scale') expect(s.factor).to.not.equal('0');
          if (s.operation === 'add') expect(s.factor).to.not.equal('0');
          cur = apply(cur, s);
          expect(cur).to.deep.equal(parseMatrixQ(s.matrix));
        }
        expect(cur).to.deep.equal(parseMatrixQ(r.rref));
        expect(r.step_count).to.equal(r.steps.length);
        expect(r.step_count).to.be.at.most(Math.min(a.length, a[0]!.length) * (a.length + 1));
        const rref = (await runTool('matrix-rref', { a })) as { rref: string[][]; pivot_columns: number[]; rank: number };
        expect([r.rref, r.pivot_columns, r.rank]).to.deep.equal([rref.rref, rref.pivot_columns, rref.rank]);
        expect(r.consistent).to.equal(null);
      }),
      { numRuns: 150 },
    );
  });

  it('with augmented_columns 1, consistent agrees with matrix-solve and no pivot falls in the last column', async () => {
    await fc.assert(
      fc.asyncProperty(matrixText(1, 5, 5), fc.array(fc.integer({ min: -3, max: 3 }).map(String), { minLength: 5, maxLength: 5 }), async (a, b0) => {
        const b = b0.slice(0, a.length);
        const aug = a.map((row, i) => [...row, b[i]!]);
        const r = (await runTool('matrix-elimination-steps', { a: aug, augmented_columns: 1 })) as Steps;
        const s = (await runTool('matrix-solve', { a, b })) as { status: string; rank: number };
        expect(r.consistent).to.equal(s.status !== 'none');
        expect(r.rank).to.equal(s.rank);
        expect(r.pivot_columns.every((c) => c < a[0]!.length)).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
