// Differential tests, linalg span tools, on seeded vector lists of small integers, fractions,
// decimals and long integers (one in three lists repeats a vector, so dependent lists come up):
//   vectors-linear-independence  SymPy (exact): Matrix.rank of the matrix whose columns are the
//                 vectors, the pivot columns of its rref as the basis indices, and the first vector
//                 that depends on earlier ones from a nullspace vector of the leading columns; the
//                 relation is also checked to sum to the zero vector exactly.
//   vectors-gram-schmidt  SymPy: GramSchmidt(vectors, orthonormal=False) on independent lists; it
//                 raises ValueError on a dependent list (it passes rankcheck=True), so dependent lists
//                 go to Matrix.orthogonalize(*vectors) (rankcheck=False), which drops the vectors
//                 whose remainder is zero as this tool does (the kept indices are checked by the property
//                 test against vectors-linear-independence). Pinned in the contract: a leading zero vector.
//   matrix-transform-points  mathjs `multiply` of the matrix by the homogeneous columns on
//                 math.fraction entries (exact), and numpy.matmul on integer matrices and points
//                 (int64 with entries below 10^4, where every product is exact), with w' = 1 checked.
// SymPy runs once per test, fed every sampled input in one batch (skipped when absent; required on CI).
import { expect } from 'chai';
import fc from 'fast-check';
import { create, all } from 'mathjs';
import { runTool } from '../support/direct.js';
import { entryText, matrixText } from '../properties/linalg/elimination-arbitraries.js';
import { pythonWith, runPythonJson as python } from './support/programs.js';

const RUNS = 150;
const math = create(all!, { number: 'Fraction' });
type Fr = { toFraction(): string };

const PRELUDE = `
import json, sys
from fractions import Fraction
from sympy import Matrix, Rational, zeros
def rat(t):
    f = Fraction(t)
    return Rational(f.numerator, f.denominator)
def txt(x):
    x = Rational(x)
    return str(x.p) if x.q == 1 else f"{x.p}/{x.q}"
tasks = json.load(sys.stdin)
`;

const vectorLists = fc.sample(
  fc.tuple(matrixText(1, 8, 6), fc.nat(2), fc.nat(), fc.nat()).map(([vs, mode, i]) => {
    if (mode === 0) vs.splice(i % (vs.length + 1), 0, vs[i % vs.length]!.slice());
    return vs;
  }),
  { numRuns: RUNS },
);

describe('linalg-spans differential', () => {
  it('vectors-linear-independence agrees with SymPy rank, rref pivots and nullspace', async function () {
    const py = pythonWith('sympy');
    if (!py) this.skip();
    const code = `${PRELUDE}
out = []
for vs in tasks:
    A = Matrix([[rat(t) for t in v] for v in vs]).T
    k = A.cols
    _, piv = A.rref()
    dep = None
    for j in range(k):
        ns = A[:, :j + 1].nullspace()
        if ns:
            v = ns[0] * (-1 / ns[0][j])
            dep = {"index": j, "coefficients": [txt(v[i]) for i in range(j + 1)] + ["0"] * (k - j - 1)}
            break
    out.append({"independent": A.rank() == k, "rank": A.rank(), "basis_indices": list(piv), "dependency": dep})
print(json.dumps(out))
`;
    const expected = python(py!, code, vectorLists);
    for (let t = 0; t < vectorLists.length; t++) {
      const ours = await runTool('vectors-linear-independence', { vectors: vectorLists[t] });
      expect(ours, JSON.stringify(vectorLists[t])).to.deep.equal(expected[t]);
    }
  });

  const affine = (entry: fc.Arbitrary<string>) =>
    fc.constantFrom(2, 3).chain((d) =>
      fc.tuple(
        fc.array(fc.array(entry, { minLength: d + 1, maxLength: d + 1 }), { minLength: d, maxLength: d }).map((rows) => [...rows, [...Array<string>(d).fill('0'), '1']]),
        fc.array(fc.array(entry, { minLength: d, maxLength: d }), { minLength: 1, maxLength: 6 }),
      ),
    );

  it('matrix-transform-points agrees with mathjs multiply on fractions', async () => {
    for (const [matrix, points] of fc.sample(affine(entryText), { numRuns: RUNS })) {
      const ours = ((await runTool('matrix-transform-points', { matrix, points })) as { points: string[][] }).points;
      const columns = matrix.map((_, r) => points.map((p) => (r < p.length ? p[r]! : '1')));
      const product = math.multiply(math.matrix(matrix.map((r) => r.map((x) => math.fraction(x)))), math.matrix(columns.map((r) => r.map((x) => math.fraction(x))))).toArray() as unknown as Fr[][];
      const d = points[0]!.length;
      points.forEach((_, i) => {
        expect(product[d]![i]!.toFraction()).to.equal('1');
        expect(ours[i]).to.deep.equal(Array.from({ length: d }, (_, r) => product[r]![i]!.toFraction()));
      });
    }
  });

  it('matrix-transform-points agrees with numpy matmul on integers', async function () {
    const py = pythonWith('numpy');
    if (!py) this.skip();
    const tasks = fc.sample(affine(fc.integer({ min: -9999, max: 9999 }).map(String)), { numRuns: RUNS });
    const code = `
import json, sys
import numpy as np
out = []
for m, pts in json.load(sys.stdin):
    M = np.array([[int(x) for x in r] for r in m], dtype=np.int64)
    P = np.array([[int(x) for x in p] + [1] for p in pts], dtype=np.int64).T
    R = np.matmul(M, P)
    assert all(int(w) == 1 for w in R[-1])
    out.append([[str(int(R[r, i])) for r in range(len(m) - 1)] for i in range(len(pts))])
print(json.dumps(out))
`;
    const expected = python(py!, code, tasks);
    for (let t = 0; t < tasks.length; t++) {
      const [matrix, points] = tasks[t]!;
      const ours = ((await runTool('matrix-transform-points', { matrix, points })) as { points: string[][] }).points;
      expect(ours).to.deep.equal(expected[t]);
    }
  });

  it('vectors-gram-schmidt agrees with SymPy GramSchmidt / orthogonalize', async function () {
    const py = pythonWith('sympy');
    if (!py) this.skip();
    const code = `${PRELUDE}
from sympy import GramSchmidt
out = []
for vs in tasks:
    M = [Matrix([rat(t) for t in v]) for v in vs]
    try:
        basis = GramSchmidt(M, False)
    except ValueError:
        basis = Matrix.orthogonalize(*M)
    out.append({"basis": [[txt(x) for x in u] for u in basis], "rank": len(basis)})
print(json.dumps(out))
`;
    const expected = python(py!, code, vectorLists) as { basis: string[][]; rank: number }[];
    for (let t = 0; t < vectorLists.length; t++) {
      const ours = (await runTool('vectors-gram-schmidt', { vectors: vectorLists[t] })) as { basis: string[][]; rank: number };
      expect({ basis: ours.basis, rank: ours.rank }, JSON.stringify(vectorLists[t])).to.deep.equal(expected[t]);
    }
  });
});
