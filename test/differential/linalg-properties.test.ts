// Differential tests, linalg tools matrix-characteristic-polynomial, matrix-properties and
// matrix-norm, on seeded matrices (fast-check; the seed is set globally):
//
// Oracles per tool:
//   matrix-characteristic-polynomial  SymPy's Matrix.charpoly (exact, Berkowitz) for the
//                 coefficients, and roots(p, filter='Q') for the rational roots with multiplicities,
//                 on small-entry matrices (denominators 1 to 4) up to 6 × 6, a third built with known
//                 rational eigenvalues (triangular) so roots come up.
//   matrix-properties  SymPy's is_symmetric(), is_diagonal, is_upper, is_lower, is_Identity,
//                 A.T*A == eye(n), A*A == A and det() != 0, on the elimination arbitraries plus
//                 signed permutations, projections and diagonal matrices so the rare flags come up.
//                 SymPy answers the square-only flags for non-square inputs as False too.
//   matrix-norm   SymPy's exact sums (max column / row sums of Abs, sum of squares, sqrt of it when
//                 rational), and numpy.linalg.norm (ord=1, inf, 'fro'; floating point) on small-integer
//                 matrices, where its 1- and ∞-norms are exact integers and its Frobenius norm agrees
//                 with our 12-place decimal within 1e-9.
// SymPy and numpy run once per test, fed every sampled input in one batch (skipped when absent).
// No disagreement found.
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../support/direct.js';
import { matrixText, squareText } from '../properties/linalg/elimination-arbitraries.js';
import { pythonWith, runPythonJson as python } from './support/programs.js';

const RUNS = 150;

const PRELUDE = `
import json, sys
from fractions import Fraction
from sympy import Matrix, Rational, Symbol, roots, eye, sqrt, Abs
def rat(t):
    f = Fraction(t)
    return Rational(f.numerator, f.denominator)
def txt(x):
    x = Rational(x)
    return str(x.p) if x.q == 1 else f"{x.p}/{x.q}"
def mat(rows):
    if not rows:
        return Matrix(0, 0, [])
    return Matrix([[rat(t) for t in r] for r in rows])
tasks = json.load(sys.stdin)
`;

function samples<T>(arb: fc.Arbitrary<T>, n = RUNS): T[] {
  return fc.sample(arb, { numRuns: n });
}

const smallEntry = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: -5, max: 5 }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: -7, max: 7 }), fc.integer({ min: 1, max: 4 })).map(([p, d]) => `${p}/${d}`) },
);
const smallSquare = (maxN: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxN }).chain((n) => fc.array(fc.array(smallEntry, { minLength: n, maxLength: n }), { minLength: n, maxLength: n })), fc.nat(2))
    .map(([a, kind]) => (kind === 0 ? a.map((row, i) => row.map((x, j) => (j < i ? '0' : x))) : a));

describe('linalg-properties differential', () => {
  it('matrix-characteristic-polynomial agrees with SymPy charpoly and roots(filter="Q")', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const inputs = samples(smallSquare(6));
    const code = `${PRELUDE}
out = []
x = Symbol('x')
for rows in tasks:
    A = mat(rows)
    p = A.charpoly(x)
    rs = roots(p.as_expr(), x, filter='Q') if A.rows > 0 else {}
    out.append({"coefficients": [txt(c) for c in p.all_coeffs()], "roots": sorted([[txt(r), m] for r, m in rs.items()], key=lambda t: Fraction(t[0]))})
print(json.dumps(out))
`;
    const theirs = python(py, code, inputs) as { coefficients: string[]; roots: [string, number][] }[];
    for (let i = 0; i < inputs.length; i++) {
      const ours = (await runTool('matrix-characteristic-polynomial', { a: inputs[i] })) as { coefficients: string[]; rational_roots: { value: string; multiplicity: number }[] };
      expect(ours.coefficients, JSON.stringify(inputs[i])).to.deep.equal(theirs[i]!.coefficients);
      expect(ours.rational_roots.map((r) => [r.value, r.multiplicity]), JSON.stringify(inputs[i])).to.deep.equal(theirs[i]!.roots);
    }
  });

  it('matrix-properties agrees with SymPy is_symmetric, is_diagonal, is_upper, is_lower, is_Identity, AᵀA == I, A² == A, det ≠ 0', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const special = fc.integer({ min: 1, max: 5 }).chain((n) =>
      fc.oneof(
        fc.tuple(fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }), fc.array(fc.boolean(), { minLength: n, maxLength: n })).map(([perm, signs]) =>
          perm.map((c, i) => Array.from({ length: n }, (_, j) => (j === c ? (signs[i] ? '-1' : '1') : '0'))),
        ),
        fc.array(fc.integer({ min: -2, max: 2 }), { minLength: n, maxLength: n }).map((d) => d.map((x, i) => Array.from({ length: n }, (_, j) => (i === j ? String(x) : '0')))),
        fc.constant(Array.from({ length: n }, () => Array.from({ length: n }, () => `1/${n}`))),
        fc.constant([['3/5', '-4/5'], ['4/5', '3/5']]),
      ),
    );
    const inputs = [...samples(squareText(5)), ...samples(matrixText(1, 5, 5), 75), ...samples(special, 75)];
    const code = `${PRELUDE}
out = []
for rows in tasks:
    A = mat(rows)
    sq = A.rows == A.cols
    out.append({
      "symmetric": bool(sq and A.is_symmetric()),
      "diagonal": bool(A.is_diagonal()),
      "upper_triangular": bool(A.is_upper),
      "lower_triangular": bool(A.is_lower),
      "identity": bool(sq and (A == eye(A.rows))),
      "orthogonal": bool(sq and (A.T * A == eye(A.rows))),
      "idempotent": bool(sq and (A * A == A)),
      "invertible": bool(sq and (A.rows == 0 or A.det() != 0)),
    })
print(json.dumps(out))
`;
    const theirs = python(py, code, inputs) as Record<string, boolean>[];
    for (let i = 0; i < inputs.length; i++) {
      const ours = (await runTool('matrix-properties', { a: inputs[i] })) as Record<string, unknown>;
      const picked = Object.fromEntries(Object.keys(theirs[i]!).map((k) => [k, ours[k]]));
      expect(picked, JSON.stringify(inputs[i])).to.deep.equal(theirs[i]);
    }
  });

  it('matrix-norm agrees with SymPy exact sums', async function () {
    const py = pythonWith('sympy');
    if (!py) return this.skip();
    const inputs = samples(matrixText(0, 6, 6));
    const code = `${PRELUDE}
out = []
for rows in tasks:
    A = mat(rows)
    if A.rows == 0:
        out.append(["0", "0", "0", "0"]); continue
    one = max(sum(Abs(A[i, j]) for i in range(A.rows)) for j in range(A.cols))
    inf = max(sum(Abs(A[i, j]) for j in range(A.cols)) for i in range(A.rows))
    fro2 = sum(A[i, j] ** 2 for i in range(A.rows) for j in range(A.cols))
    r = sqrt(fro2)
    out.append([txt(one), txt(inf), txt(fro2), txt(r) if r.is_Rational else None])
print(json.dumps(out))
`;
    const theirs = python(py, code, inputs) as (string | null)[][];
    for (let i = 0; i < inputs.length; i++) {
      const o = (await runTool('matrix-norm', { a: inputs[i] })) as { one_norm: string; infinity_norm: string; frobenius_squared: string; frobenius: string | null };
      expect([o.one_norm, o.infinity_norm, o.frobenius_squared, o.frobenius], JSON.stringify(inputs[i])).to.deep.equal(theirs[i]);
    }
  });

  it('matrix-norm agrees with numpy.linalg.norm on small-integer matrices', async function () {
    const py = pythonWith('numpy');
    if (!py) return this.skip();
    const inputs = samples(
      fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).chain(([m, n]) =>
        fc.array(fc.array(fc.integer({ min: -50, max: 50 }).map(String), { minLength: n, maxLength: n }), { minLength: m, maxLength: m }),
      ),
    );
    const code = `
import json, sys
import numpy as np
out = []
for rows in json.load(sys.stdin):
    a = np.array([[int(x) for x in r] for r in rows], dtype=float)
    out.append([float(np.linalg.norm(a, 1)), float(np.linalg.norm(a, np.inf)), float(np.linalg.norm(a, 'fro'))])
print(json.dumps(out))
`;
    const theirs = python(py, code, inputs) as number[][];
    for (let i = 0; i < inputs.length; i++) {
      const o = (await runTool('matrix-norm', { a: inputs[i], scale: 12 })) as { one_norm: string; infinity_norm: string; frobenius_decimal: string };
      expect(Number(o.one_norm)).to.equal(theirs[i]![0]);
      expect(Number(o.infinity_norm)).to.equal(theirs[i]![1]);
      expect(Math.abs(Number(o.frobenius_decimal) - theirs[i]![2]!)).to.be.below(1e-9);
    }
  });
});
