// Differential tests, linalg decomposition tools (matrix-lu-decompose, matrix-elimination-steps,
// matrix-least-squares), on seeded matrices of small integers, fractions, decimals and long integers
// (test/properties/linalg/elimination-arbitraries.ts), a third of the square ones with a repeated row
// so singular cases come up.
//
// Oracles per tool:
//   matrix-lu-decompose  SymPy's Matrix.LUdecomposition (exact; Doolittle, its default pivot finder
//                 takes the first non-zero entry at or below the diagonal, the same rule): L, U and the
//                 row exchanges must equal ours for every invertible matrix. For a singular matrix
//                 SymPy's U differs when a column has no pivot (it keeps the pivot row and moves on to
//                 the next column, building an echelon form), so there only P·A = L·U and the shapes of
//                 its factors are compared (the property test checks ours). mathjs `lup` on fractions
//                 (pivots on the largest entry, so its P, L, U differ; its p sends row j of A to row
//                 p[j], the inverse of our `permutation`): its P·A = L·U holds and its
//                 determinant (sign of P times Π u_kk) equals ours.
//   matrix-elimination-steps  the reported operations are replayed here, each checked to be one
//                 elementary row operation, and the end is compared with SymPy's Matrix.rref.
//   matrix-least-squares  SymPy (AᵀA).solve(Aᵀb) (exact), and numpy.linalg.lstsq (floating point)
//                 on small-integer inputs, where our exact x converted to float must agree to 1e-6
//                 relative; rank-deficient inputs must be refused when SymPy's rank is below n.
// SymPy and numpy run once per test, fed every sampled input in one batch (skipped when absent).
import { expect } from 'chai';
import fc from 'fast-check';
import { create, all } from 'mathjs';
import { outcome, runTool } from '../support/direct.js';
import { add, entryText, matrixText, mul, mulMatrix, parseMatrixQ, parseQ, squareText, type Q } from '../properties/linalg/elimination-arbitraries.js';
import { pythonWith, runPythonJson as python } from './support/programs.js';

const RUNS = 150;
const math = create(all!, { number: 'Fraction' });
type Fr = { toFraction(): string };

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
def mat(rows):
    return Matrix([[rat(t) for t in r] for r in rows])
def tmat(M):
    return [[txt(M[i, j]) for j in range(M.cols)] for i in range(M.rows)]
tasks = json.load(sys.stdin)
`;

function samples<T>(arb: fc.Arbitrary<T>, n = RUNS): T[] {
  return fc.sample(arb, { numRuns: n });
}

type Lu = { p: string[][]; l: string[][]; u: string[][]; permutation: number[]; swaps: number; determinant: string };
type Step = { operation: 'swap' | 'scale' | 'add'; target: number; source: number | null; factor: string | null; matrix: string[][] };

/** The permutation after applying SymPy's list of row exchanges [[i, j], ...] to the identity order. */
function permutationOf(n: number, swaps: [number, number][]): number[] {
  const perm = Array.from({ length: n }, (_, i) => i);
  for (const [i, j] of swaps) [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  return perm;
}

describe('linalg-decompositions differential', () => {
  it('matrix-lu-decompose agrees with SymPy LUdecomposition (exactly when invertible; P·A = L·U when singular)', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const square = samples(squareText(7).filter((a) => a.length > 0));
    const code = `${SYMPY_PRELUDE}
out = []
for rows in tasks:
    M = mat(rows)
    L, U, perm = M.LUdecomposition()
    out.append([tmat(L), tmat(U), [list(p) for p in perm], M.det() != 0])
print(json.dumps(out))`;
    const expected = python(py, code, square) as [string[][], string[][], [number, number][], boolean][];
    let singular = 0;
    for (const [k, a] of square.entries()) {
      const [l, u, swaps, invertible] = expected[k]!;
      const r = (await runTool('matrix-lu-decompose', { a })) as Lu;
      const perm = permutationOf(a.length, swaps);
      if (invertible) {
        expect([r.l, r.u, r.permutation, r.swaps], JSON.stringify(a)).to.deep.equal([l, u, perm, swaps.length]);
      } else {
        singular++;
        // SymPy's own factors satisfy P·A = L·U; ours are checked the same way.
        const pa = perm.map((i) => parseMatrixQ(a)[i]!);
        expect(mulMatrix(parseMatrixQ(l), parseMatrixQ(u)), JSON.stringify(a)).to.deep.equal(pa);
        expect(mulMatrix(parseMatrixQ(r.l), parseMatrixQ(r.u)), JSON.stringify(a)).to.deep.equal(r.permutation.map((i) => parseMatrixQ(a)[i]!));
      }
    }
    expect(singular).to.be.greaterThan(0);
  });

  it('matrix-lu-decompose: mathjs lup (largest pivot) factors P·A = L·U with the same determinant', async () => {
    await fc.assert(
      fc.asyncProperty(squareText(6).filter((a) => a.length > 0), async (a) => {
        const r = (await runTool('matrix-lu-decompose', { a })) as Lu;
        const lup = math.lup(a.map((row) => row.map((x) => math.fraction(x)))) as unknown as { L: Fr[][]; U: Fr[][]; p: number[] };
        const t = (m: Fr[][]): Q[][] => m.map((row) => row.map((x) => parseQ((math.fraction(x as never) as unknown as Fr).toFraction())));
        const qa = parseMatrixQ(a);
        const [ql, qu] = [t(lup.L), t(lup.U)];
        // mathjs's p sends row j of A to row p[j] of P·A.
        const pa: Q[][] = new Array<Q[]>(a.length);
        lup.p.forEach((i, j) => (pa[i] = qa[j]!));
        expect(mulMatrix(ql, qu)).to.deep.equal(pa);
        ql.forEach((row, i) => row.forEach((x, j) => j > i && expect(x[0]).to.equal(0n)));
        qu.forEach((row, i) => row.forEach((x, j) => j < i && expect(x[0]).to.equal(0n)));
        // sign of mathjs's permutation: parity of its cycle decomposition.
        let parity = 0;
        const seen = new Array<boolean>(a.length).fill(false);
        for (let i = 0; i < a.length; i++) {
          let len = 0;
          for (let j = i; !seen[j]; j = lup.p[j]!) {
            seen[j] = true;
            len++;
          }
          if (len > 0) parity += len - 1;
        }
        let det: Q = [parity % 2 === 0 ? 1n : -1n, 1n];
        qu.forEach((row, k) => (det = mul(det, row[k]!)));
        expect(parseQ(r.determinant)).to.deep.equal(det);
      }),
      { numRuns: RUNS },
    );
  });

  it('matrix-elimination-steps: every step elementary, replayed to SymPy rref', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const general = samples(matrixText(1, 6, 7));
    const code = `${SYMPY_PRELUDE}
out = []
for rows in tasks:
    R, piv = mat(rows).rref()
    out.append([tmat(R), list(piv)])
print(json.dumps(out))`;
    const expected = python(py, code, general) as [string[][], number[]][];
    for (const [k, a] of general.entries()) {
      const r = (await runTool('matrix-elimination-steps', { a })) as { steps: Step[]; rref: string[][]; pivot_columns: number[] };
      let cur = parseMatrixQ(a);
      for (const s of r.steps) {
        const next = cur.map((row) => row.slice());
        if (s.operation === 'swap') {
          expect(s.factor).to.equal(null);
          [next[s.target], next[s.source!]] = [next[s.source!]!, next[s.target]!];
        } else if (s.operation === 'scale') {
          expect(s.source).to.equal(null);
          expect(parseQ(s.factor!)[0]).to.not.equal(0n);
          next[s.target] = next[s.target]!.map((x) => mul(x, parseQ(s.factor!)));
        } else {
          expect(s.source).to.not.equal(s.target);
          next[s.target] = next[s.target]!.map((x, j) => add(x, mul(parseQ(s.factor!), cur[s.source!]![j]!)));
        }
        // Only the rows named by the operation may change.
        next.forEach((row, i) => {
          if (i !== s.target && i !== s.source) expect(row).to.deep.equal(cur[i]);
        });
        expect(parseMatrixQ(s.matrix), JSON.stringify(a)).to.deep.equal(next);
        cur = next;
      }
      expect([cur.map((row) => row.map((x) => (x[1] === 1n ? String(x[0]) : `${x[0]}/${x[1]}`))), r.pivot_columns], JSON.stringify(a)).to.deep.equal(expected[k]);
      expect(r.rref).to.deep.equal(expected[k]![0]);
    }
  });

  it('matrix-least-squares agrees with SymPy (AᵀA).solve(Aᵀb) and refuses exactly the rank-deficient inputs', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const systems = samples(matrixText(1, 7, 5).chain((a) => fc.array(entryText, { minLength: a.length, maxLength: a.length }).map((b) => ({ a, b }))));
    const code = `${SYMPY_PRELUDE}
out = []
for t in tasks:
    A = mat(t['a']); b = Matrix([rat(x) for x in t['b']])
    if A.rank() < A.cols:
        out.append(None)
        continue
    x = (A.T * A).solve(A.T * b)
    r = b - A * x
    out.append([[txt(v) for v in x], [txt(v) for v in r], txt((r.T * r)[0, 0])])
print(json.dumps(out))`;
    const expected = python(py, code, systems);
    for (const [k, input] of systems.entries()) {
      const o = await outcome('matrix-least-squares', input);
      if (expected[k] === null) {
        expect(o.ok ? 'ok' : o.code, JSON.stringify(input)).to.equal('invalid_input');
        continue;
      }
      expect(o.ok, JSON.stringify(input)).to.equal(true);
      const v = (o as unknown as { value: { solution: string[]; residual: string[]; residual_squared_norm: string } }).value;
      expect([v.solution, v.residual, v.residual_squared_norm], JSON.stringify(input)).to.deep.equal(expected[k]);
    }
  });

  it('matrix-least-squares agrees with numpy.linalg.lstsq (floating point) on small integers', async function () {
    const py = pythonWith('numpy');
    if (!py) return this.skip();
    const small = fc.integer({ min: -6, max: 6 }).map(String);
    const systems = samples(
      fc
        .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 }))
        .filter(([m, n]) => n <= m)
        .chain(([m, n]) => fc.record({ a: fc.array(fc.array(small, { minLength: n, maxLength: n }), { minLength: m, maxLength: m }), b: fc.array(small, { minLength: m, maxLength: m }) })),
    );
    const code = `
import json, sys
import numpy as np
out = []
for t in json.load(sys.stdin):
    A = np.array([[float(x) for x in r] for r in t['a']]); b = np.array([float(x) for x in t['b']])
    x, res, rank, sv = np.linalg.lstsq(A, b, rcond=None)
    out.append([int(rank), [float(v) for v in x]])
print(json.dumps(out))`;
    const expected = python(py, code, systems) as [number, number[]][];
    let compared = 0;
    for (const [k, input] of systems.entries()) {
      const [rank, x] = expected[k]!;
      const o = await outcome('matrix-least-squares', input);
      if (rank < input.a[0]!.length) {
        expect(o.ok ? 'ok' : o.code).to.equal('invalid_input');
        continue;
      }
      compared++;
      const v = (o as unknown as { value: { solution: string[] } }).value;
      v.solution.forEach((t, j) => {
        const [p, q] = parseQ(t);
        expect(Number(p) / Number(q)).to.be.closeTo(x[j]!, 1e-6 * Math.max(1, Math.abs(x[j]!)));
      });
    }
    expect(compared).to.be.greaterThan(0);
  });
});
