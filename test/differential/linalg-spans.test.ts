// Differential tests, linalg span tools, on seeded vector lists of small integers, fractions,
// decimals and long integers (one in three lists repeats a vector, so dependent lists come up):
//   vectors-linear-independence  SymPy (exact): Matrix.rank of the matrix whose columns are the
//                 vectors, the pivot columns of its rref as the basis indices, and the first vector
//                 that depends on earlier ones from a nullspace vector of the leading columns; the
//                 relation is also checked to sum to the zero vector exactly.
// SymPy runs once per test, fed every sampled input in one batch (skipped when absent; required on CI).
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../support/direct.js';
import { matrixText } from '../properties/linalg/elimination-arbitraries.js';
import { pythonWith } from './support/programs.js';

const RUNS = 150;

function python(py: string, code: string, tasks: unknown[]): unknown[] {
  const r = spawnSync(py, ['-c', code], { input: JSON.stringify(tasks), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as unknown[];
}

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
});
