import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { add, entryText, matrixText, mul, mulMatrix, parseMatrixQ, parseQ, sub, type Q } from './elimination-arbitraries.js';

type Ls = { solution: string[]; residual: string[]; residual_squared_norm: string; rank: number; rows: number; columns: number };

/** Tall systems: m in [1, 7], n in [1, m]. */
const system = matrixText(1, 7, 7)
  .filter((a) => a[0]!.length <= a.length)
  .chain((a) => fc.array(entryText, { minLength: a.length, maxLength: a.length }).map((b) => ({ a, b })));

describe('matrix-least-squares properties', () => {
  it('full column rank: r = b − A x, Aᵀ r = 0, ‖r‖² = Σ r_i²; otherwise invalid_input', async () => {
    await fc.assert(
      fc.asyncProperty(system, async ({ a, b }) => {
        const rank = ((await runTool('matrix-rank', { a })) as { rank: number }).rank;
        const n = a[0]!.length;
        const got = await runTool('matrix-least-squares', { a, b }).then(
          (x) => x as Ls,
          (e: { code?: string }) => e.code ?? 'error',
        );
        if (rank < n) {
          expect(got).to.equal('invalid_input');
          return;
        }
        const r = got as Ls;
        const qa = parseMatrixQ(a);
        const ax = mulMatrix(qa, r.solution.map((x) => [parseQ(x)]));
        const res = b.map((t, i) => sub(parseQ(t), ax[i]![0]!));
        expect(r.residual.map(parseQ)).to.deep.equal(res);
        for (let j = 0; j < n; j++) expect(res.reduce<Q>((s, ri, i) => add(s, mul(qa[i]![j]!, ri)), [0n, 1n])).to.deep.equal([0n, 1n]);
        expect(parseQ(r.residual_squared_norm)).to.deep.equal(res.reduce<Q>((s, ri) => add(s, mul(ri, ri)), [0n, 1n]));
      }),
      { numRuns: 150 },
    );
  });

  it('a consistent system gives matrix-solve\'s unique solution with residual 0', async () => {
    await fc.assert(
      fc.asyncProperty(system, async ({ a, b }) => {
        const s = (await runTool('matrix-solve', { a, b })) as { status: string; solution: string[] | null };
        if (s.status !== 'unique') return;
        const r = (await runTool('matrix-least-squares', { a, b })) as Ls;
        expect(r.solution).to.deep.equal(s.solution);
        expect(r.residual_squared_norm).to.equal('0');
      }),
      { numRuns: 150 },
    );
  });
});
