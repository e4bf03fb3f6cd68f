// Differential tests, linalg elimination tools (matrix-determinant, -rref, -rank, -inverse,
// -nullspace, -solve, -adjugate, -power), on seeded matrices of small integers, fractions, decimals
// and long integers, a third of them with a repeated row so singular cases come up:
//
// Oracles per tool:
//   matrix-determinant  mathjs `det` on math.fraction entries (exact; LU with fractions), and SymPy's
//                 Matrix.det (exact, Bareiss by default) on the same entries as Rationals; plus
//                 numpy.linalg.det, a floating-point oracle, only on integer matrices up to 4 × 4 with
//                 entries in [-4, 4], where its result rounded to the nearest integer is exact
//                 (|det| <= 4^4 · 4! and the LU error is far below 1/2).
//   matrix-rank   SymPy's Matrix.rank (exact); numpy.linalg.matrix_rank (SVD with a tolerance, a
//                 floating-point oracle) only on small-integer matrices up to 5 × 5, where it is exact.
//   matrix-rref   SymPy's Matrix.rref (exact; returns the RREF and the pivot columns).
//   matrix-inverse  mathjs `inv` on math.fraction entries (exact Gauss-Jordan; throws on a singular
//                 matrix, which must then be reported not invertible), and SymPy's Matrix.inv.
//   matrix-nullspace  SymPy's Matrix.nullspace, which builds the same standard basis from the RREF
//                 free variables (1 at the free column, in increasing free column).
//   matrix-solve  SymPy's Matrix.gauss_jordan_solve (exact): its particular solution with every free
//                 parameter set to 0 and its rank checks; ValueError means no solution; mathjs
//                 `lusolve` on fractions for square systems of full rank.
//   matrix-adjugate  SymPy's Matrix.adjugate (exact, from the cofactors by definition: Berkowitz
//                 determinants of the minors), on matrices of every rank up to 5 × 5 (SymPy is slow beyond).
//   matrix-power  mathjs `pow` on math.fraction matrices (repeated squaring, non-negative exponents
//                 only), and SymPy's M**k for negative k (exact inverse raised to |k|).
// SymPy and numpy run once per test, fed every sampled input in one batch (skipped when absent;
// required on CI). No disagreement found. One quirk, not a disagreement: mathjs lusolve answers plain
// numbers (0) instead of fractions for a zero right-hand side, so its results are read through
// math.fraction before comparing.
import { expect } from 'chai';
import fc from 'fast-check';
import { create, all } from 'mathjs';
import { runTool } from '../support/direct.js';
import { matrixText, squareText } from '../properties/linalg/elimination-arbitraries.js';
import { pythonWith, runPythonJson as python } from './support/programs.js';

const RUNS = 150;
const math = create(all!, { number: 'Fraction' });
type Fr = { toFraction(): string };
const fr = (m: string[][]) => m.map((r) => r.map((x) => math.fraction(x)));

const SYMPY_PRELUDE = `
import json, sys
from fractions import Fraction
from sympy import Matrix, Rational
def rat(t):
    f = Fraction(t)
    return Rational(f.numerator, f.denominator)
def txt(x):
    x = Rational(x)
    return str(x.p) if x.q == 1 else f"{x.p}/{x.q}"
def mat(rows, cols=None):
    if not rows:
        return Matrix(0, 0, [])
    return Matrix([[rat(t) for t in r] for r in rows])
def tmat(M):
    return [[txt(M[i, j]) for j in range(M.cols)] for i in range(M.rows)]
tasks = json.load(sys.stdin)
`;

/** Samples `n` values of `arb` from the global seed. */
function samples<T>(arb: fc.Arbitrary<T>, n = RUNS): T[] {
  return fc.sample(arb, { numRuns: n });
}

describe('linalg-elimination differential', () => {
  it('matrix-determinant agrees with mathjs det on fractions', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(6).filter((a) => a.length > 0), async (a) => {
        const ours = ((await runTool('matrix-determinant', { a })) as { determinant: string }).determinant;
        expect(ours).to.equal((math.det(fr(a)) as unknown as Fr).toFraction());
      }),
      { numRuns: RUNS },
    );
  });

  it('matrix-inverse agrees with mathjs inv on fractions', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(5).filter((a) => a.length > 0), async (a) => {
        const ours = (await runTool('matrix-inverse', { a })) as { invertible: boolean; inverse: string[][] | null };
        let theirs: string[][] | null;
        try {
          theirs = (math.inv(fr(a)) as unknown as Fr[][]).map((r) => r.map((x) => x.toFraction()));
        } catch {
          theirs = null; // mathjs: "Cannot calculate inverse, determinant is zero"
        }
        expect(ours.inverse).to.deep.equal(theirs);
        expect(ours.invertible).to.equal(theirs !== null);
      }),
      { numRuns: RUNS },
    );
  });

  it('matrix-solve agrees with mathjs lusolve on fractions for invertible square systems', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(5).filter((a) => a.length > 0), fc.array(fc.integer({ min: -9, max: 9 }).map(String), { minLength: 5, maxLength: 5 }), async (a, b0) => {
        const b = b0.slice(0, a.length);
        const ours = (await runTool('matrix-solve', { a, b })) as { status: string; solution: string[] | null };
        if (ours.status !== 'unique') return;
        const theirs = (math.lusolve(fr(a), b.map((x) => math.fraction(x))) as unknown as Fr[][]).map((r) => (math.fraction(r[0] as never) as unknown as Fr).toFraction());
        expect(ours.solution).to.deep.equal(theirs);
      }),
      { numRuns: RUNS },
    );
  });

  it('matrix-power agrees with mathjs pow on fractions for exponents 0 to 7', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(4).filter((a) => a.length > 0), fc.integer({ min: 0, max: 7 }), async (a, e) => {
        const ours = ((await runTool('matrix-power', { a, exponent: String(e) })) as { power: string[][] }).power;
        const theirs = (math.pow(fr(a), e) as unknown as Fr[][]).map((r) => r.map((x) => (math.fraction(x as never) as unknown as Fr).toFraction()));
        expect(ours).to.deep.equal(theirs);
      }),
      { numRuns: RUNS },
    );
  });

  it('matrix-determinant, -inverse, -adjugate, -rank, -rref, -nullspace, -solve and negative -power agree with SymPy', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const square = samples(squareText(7));
    const general = samples(matrixText(1, 7, 7));
    const code = `${SYMPY_PRELUDE}
out = []
for kind, rows in tasks:
    M = None if kind in ('solve', 'pow') else mat(rows)
    if kind == 'det':
        out.append(txt(M.det()))
    elif kind == 'rank':
        out.append(M.rank())
    elif kind == 'solve':
        A, b = rows
        M = mat(A)
        try:
            sol, params = M.gauss_jordan_solve(Matrix([rat(t) for t in b]))
            sol = sol.subs({p: 0 for p in params})
            out.append(['infinite' if params.rows else 'unique', [txt(sol[i, 0]) for i in range(sol.rows)]])
        except ValueError:
            out.append(['none', None])
    elif kind == 'adj':
        out.append(tmat(M.adjugate()) if M.rows else [])
    elif kind == 'pow':
        A, k = rows
        M = mat(A)
        out.append(tmat(M ** k) if M.det() != 0 else None)
    elif kind == 'inv':
        out.append(tmat(M.inv()) if M.det() != 0 else None)
    elif kind == 'null':
        out.append([[txt(v[i]) for i in range(v.rows)] for v in M.nullspace()])
    else:
        R, piv = M.rref()
        out.append([tmat(R), list(piv)])
print(json.dumps(out))`;
    const tasks = [
      ...square.map((a) => ['det', a]),
      ...square.filter((a) => a.length > 0).map((a) => ['inv', a]),
      ...square.filter((a) => a.length <= 5).map((a) => ['adj', a]),
      ...general.map((a) => ['rank', a]),
      ...general.map((a) => ['rref', a]),
      ...general.map((a) => ['null', a]),
      ...general.map((a, i) => ['solve', [a, a.map((row) => row[i % row.length]!)]]),
      ...general.map((a, i) => ['solve', [a, a.map((_, r) => String((i + r) % 3))]]),
      ...square.filter((a) => a.length > 0 && a.length <= 4).map((a, i) => ['pow', [a, -1 - (i % 3)]]),
    ] as [string, unknown][];
    const expected = python(py, code, tasks);
    for (const [k, [kind, input]] of tasks.entries()) {
      if (kind === 'pow') {
        const [a, e] = input as [string[][], number];
        const r = await runTool('matrix-power', { a, exponent: String(e) }).then(
          (x) => (x as { power: string[][] }).power,
          () => null,
        );
        expect(r, JSON.stringify({ a, e })).to.deep.equal(expected[k]);
        continue;
      }
      if (kind === 'solve') {
        const [a, b] = input as [string[][], string[]];
        const r = (await runTool('matrix-solve', { a, b })) as { status: string; solution: string[] | null };
        expect([r.status, r.solution], JSON.stringify({ a, b })).to.deep.equal(expected[k]);
        continue;
      }
      const a = input as string[][];
      if (kind === 'det') expect(((await runTool('matrix-determinant', { a })) as { determinant: string }).determinant, JSON.stringify(a)).to.equal(expected[k]);
      else if (kind === 'adj') expect(((await runTool('matrix-adjugate', { a })) as { adjugate: unknown }).adjugate, JSON.stringify(a)).to.deep.equal(expected[k]);
      else if (kind === 'inv') expect(((await runTool('matrix-inverse', { a })) as { inverse: unknown }).inverse, JSON.stringify(a)).to.deep.equal(expected[k]);
      else if (kind === 'null') expect(((await runTool('matrix-nullspace', { a })) as { basis: unknown }).basis, JSON.stringify(a)).to.deep.equal(expected[k]);
      else if (kind === 'rank') expect(((await runTool('matrix-rank', { a })) as { rank: number }).rank, JSON.stringify(a)).to.equal(expected[k]);
      else {
        const r = (await runTool('matrix-rref', { a })) as { rref: string[][]; pivot_columns: number[] };
        expect([r.rref, r.pivot_columns], JSON.stringify(a)).to.deep.equal(expected[k]);
      }
    }
  });

  it('matrix-determinant and -rank agree with numpy (floating point) on small integer matrices', async function () {
    const py = pythonWith('numpy');
    if (!py) return this.skip();
    const small = fc.integer({ min: 1, max: 4 }).chain((n) => fc.array(fc.array(fc.integer({ min: -4, max: 4 }).map(String), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }));
    const mats = samples(small);
    const code = `
import json, sys
import numpy as np
tasks = json.load(sys.stdin)
print(json.dumps([[int(round(np.linalg.det(np.array(a, dtype=float)))), int(np.linalg.matrix_rank(np.array(a, dtype=float)))] for a in tasks]))`;
    const expected = python(py, code, mats.map((a) => a.map((r) => r.map(Number)))) as [number, number][];
    for (const [k, a] of mats.entries()) {
      expect(((await runTool('matrix-determinant', { a })) as { determinant: string }).determinant).to.equal(String(expected[k]![0]));
      expect(((await runTool('matrix-rank', { a })) as { rank: number }).rank).to.equal(expected[k]![1]);
    }
  });
});
