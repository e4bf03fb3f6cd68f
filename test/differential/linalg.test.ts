// Differential tests, linalg category (vectors and matrices of exact rationals), on seeded inputs.
//
// Oracles per tool:
//   vector-dot          mathjs dot with {number: 'Fraction'}. Pinned: mathjs refuses two empty vectors
//                       ("Cannot calculate the dot product of empty vectors") where the contract gives
//                       the empty sum 0, case "rule 3, two empty vectors give 0 ...".
//   vector-arithmetic   mathjs add, subtract and multiply (scalar times vector) on Fractions.
//   vector-cross        mathjs cross; numpy.cross on object arrays of fractions.Fraction.
//   vector-norm         CPython: fractions.Fraction for L1, L∞ and the squared L2; math.isqrt for the
//                       perfect-square test; the rounded length from decimal.Decimal, sqrt(p·q)/q at
//                       scale + 60 significant digits, then quantize with the mode's ROUND_* constant.
//                       No disagreement found.
//   vector-projection   mathjs divide/multiply/subtract on Fractions.
//   matrix-transpose    mathjs transpose.
//   matrix-trace        mathjs trace; numpy.trace on object arrays of Fraction.
//   matrix-arithmetic   mathjs add, subtract, dotMultiply and multiply (scalar).
//   matrix-multiply     mathjs multiply; numpy matmul (@) on object arrays of Fraction.
//   matrix-kronecker    mathjs kron; numpy.kron on object arrays of Fraction.
// The numpy oracles run once per test in one python process (pythonWith('numpy')), skipped outside CI
// when no python3 imports numpy.
import { expect } from 'chai';
import fc from 'fast-check';
import { all, create, type FactoryFunctionMap, type Fraction as MathFraction, type MathType } from 'mathjs';
import { runTool } from '../support/direct.js';
import { dims, entry, matrixOf, vector, vectorOf, vectorPair } from '../properties/linalg/linalg-arbitraries.js';
import { hasProgram, pythonWith, runPythonJson as python } from './support/programs.js';

const RUNS = 150;
const math = create(all as FactoryFunctionMap, { number: 'Fraction' });

function samples<T>(arb: fc.Arbitrary<T>, n = RUNS): T[] {
  return fc.sample(arb, { numRuns: n });
}

/** mathjs's fraction of a rational text; fraction.js reads no negative denominator, so the sign moves first. */
function mf(text: string): MathFraction {
  const slash = text.indexOf('/');
  if (slash < 0 || text[slash + 1] !== '-') return math.fraction(text);
  const num = text.slice(0, slash);
  return math.fraction(`${num.startsWith('-') ? num.slice(1) : `-${num}`}/${text.slice(slash + 2)}`);
}
const out = (f: MathType): string => (f as MathFraction).toFraction();
const vec = (v: string[]) => v.map(mf);
const mat = (m: string[][]) => m.map(vec);
const outVec = (v: MathType) => (v as MathType[]).map(out);
const outMat = (m: MathType) => (m as MathType[][]).map((row) => row.map(out));

// Python side: a text "p/q" is read as Fraction(int(p), int(q)) (which takes a negative q), any other
// text by Fraction(text) (integers and decimals).
const PY_READ = `
import json, sys
from fractions import Fraction
def F(t):
    if '/' in t:
        n, d = t.split('/')
        return Fraction(int(n), int(d))
    return Fraction(t)
def S(f):
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"
`;

const matrixPairs = (same: boolean) =>
  fc.tuple(dims(5), dims(5), dims(5)).chain(([m, n, p]) => fc.tuple(matrixOf(m, n), same ? matrixOf(m, n) : matrixOf(n, p)));

describe('differential: linalg vectors against mathjs (Fraction) and CPython', function () {
  it('vector-dot against mathjs dot', async function () {
    for (const [a, b] of samples(vectorPair(10, 1))) {
      const got = (await runTool('vector-dot', { a, b })) as { dot: string };
      expect(got.dot, JSON.stringify({ a, b })).to.equal(out(math.dot(vec(a), vec(b))));
    }
  });

  it('vector-arithmetic against mathjs add, subtract and scalar multiply', async function () {
    for (const [[a, b], s] of samples(fc.tuple(vectorPair(10, 1), entry))) {
      const run = async (input: object) => ((await runTool('vector-arithmetic', input)) as { result: string[] }).result;
      expect(await run({ operation: 'add', a, b })).to.deep.equal(outVec(math.add(vec(a), vec(b))));
      expect(await run({ operation: 'subtract', a, b })).to.deep.equal(outVec(math.subtract(vec(a), vec(b))));
      expect(await run({ operation: 'scale', a, scalar: s })).to.deep.equal(outVec(math.multiply(mf(s), vec(a))));
    }
  });

  it('vector-cross against mathjs cross and numpy.cross on Fractions', async function () {
    const inputs = samples(fc.tuple(vectorOf(3), vectorOf(3)));
    const got: string[][] = [];
    for (const [a, b] of inputs) {
      const c = ((await runTool('vector-cross', { a, b })) as { cross: string[] }).cross;
      expect(c).to.deep.equal(outVec(math.cross(vec(a), vec(b))));
      got.push(c);
    }
    const py = pythonWith('numpy');
    if (!py) return;
    const script = `${PY_READ}\nimport numpy as np\nout=[]\nfor a,b in json.load(sys.stdin):\n  out.append([S(x) for x in np.cross(np.array([F(t) for t in a],dtype=object),np.array([F(t) for t in b],dtype=object))])\nprint(json.dumps(out))`;
    expect(python(py, script, inputs)).to.deep.equal(got);
  });

  it('vector-norm against CPython fractions, math.isqrt and decimal quantize', async function () {
    if (!hasProgram('python3')) this.skip();
    const modes = ['half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor'] as const;
    const inputs = samples(fc.tuple(vector(8), fc.integer({ min: 0, max: 40 }), fc.constantFrom(...modes)), 200);
    const script = `${PY_READ}
import math, decimal
from decimal import Decimal
M = {'half_even': decimal.ROUND_HALF_EVEN, 'half_up': decimal.ROUND_HALF_UP, 'half_down': decimal.ROUND_HALF_DOWN,
     'up': decimal.ROUND_UP, 'down': decimal.ROUND_DOWN, 'ceiling': decimal.ROUND_CEILING, 'floor': decimal.ROUND_FLOOR}
out = []
for a, scale, mode in json.load(sys.stdin):
    xs = [F(t) for t in a]
    l1 = sum((abs(x) for x in xs), Fraction(0))
    linf = max((abs(x) for x in xs), default=Fraction(0))
    sq = sum((x * x for x in xs), Fraction(0))
    p, q = sq.numerator, sq.denominator
    rp, rq = math.isqrt(p), math.isqrt(q)
    exact = rp * rp == p and rq * rq == q
    ctx = decimal.Context(prec=len(str(p)) + len(str(q)) + scale + 60)
    root = ctx.divide(ctx.sqrt(Decimal(p * q)), Decimal(q))
    dec = root.quantize(Decimal(1).scaleb(-scale), rounding=M[mode], context=ctx)
    out.append({'l1': S(l1), 'linf': S(linf), 'l2_squared': S(sq), 'l2_exact': exact,
                'l2': S(Fraction(rp, rq)) if exact else None, 'l2_decimal': format(dec, 'f')})
print(json.dumps(out))`;
    const expected = python('python3', script, inputs);
    for (const [i, [a, scale, rounding]] of inputs.entries()) {
      expect(await runTool('vector-norm', { a, scale, rounding }), JSON.stringify({ a, scale, rounding })).to.deep.equal(expected[i]);
    }
  });

  it('vector-projection against mathjs', async function () {
    const nonZero = vectorPair(8, 1).filter(([, b]) => b.some((x) => mf(x).n !== 0n));
    for (const [a, b] of samples(nonZero)) {
      const got = (await runTool('vector-projection', { a, b })) as { coefficient: string; projection: string[]; remainder: string[] };
      const c = math.divide(math.dot(vec(a), vec(b)), math.dot(vec(b), vec(b)));
      const proj = math.multiply(c, vec(b));
      expect(got.coefficient).to.equal(out(c));
      expect(got.projection).to.deep.equal(outVec(proj));
      expect(got.remainder).to.deep.equal(outVec(math.subtract(vec(a), proj)));
    }
  });
});

describe('differential: linalg matrices against mathjs (Fraction) and numpy on Fractions', function () {
  it('matrix-transpose against mathjs transpose', async function () {
    for (const [a] of samples(matrixPairs(true))) {
      const got = (await runTool('matrix-transpose', { a })) as { transpose: string[][] };
      expect(got.transpose).to.deep.equal(outMat(math.transpose(mat(a))));
    }
  });

  it('matrix-arithmetic against mathjs add, subtract, dotMultiply and scalar multiply', async function () {
    for (const [[a, b], s] of samples(fc.tuple(matrixPairs(true), entry))) {
      const run = async (input: object) => ((await runTool('matrix-arithmetic', input)) as { result: string[][] }).result;
      expect(await run({ operation: 'add', a, b })).to.deep.equal(outMat(math.add(mat(a), mat(b))));
      expect(await run({ operation: 'subtract', a, b })).to.deep.equal(outMat(math.subtract(mat(a), mat(b))));
      expect(await run({ operation: 'elementwise_multiply', a, b })).to.deep.equal(outMat(math.dotMultiply(mat(a), mat(b))));
      expect(await run({ operation: 'scale', a, scalar: s })).to.deep.equal(outMat(math.multiply(mf(s), mat(a))));
    }
  });

  it('matrix-trace, matrix-multiply and matrix-kronecker against mathjs, then numpy', async function () {
    const squares = samples(dims(6).chain((n) => matrixOf(n, n)));
    const pairs = samples(matrixPairs(false));
    const kronPairs = samples(fc.tuple(fc.tuple(dims(3), dims(3)).chain(([m, n]) => matrixOf(m, n)), fc.tuple(dims(3), dims(3)).chain(([m, n]) => matrixOf(m, n))));
    const traces: string[] = [];
    const products: string[][][] = [];
    const krons: string[][][] = [];
    for (const a of squares) {
      traces.push(((await runTool('matrix-trace', { a })) as { trace: string }).trace);
      expect(traces.at(-1)).to.equal(out(math.trace(mat(a))));
    }
    for (const [a, b] of pairs) {
      products.push(((await runTool('matrix-multiply', { a, b })) as { product: string[][] }).product);
      expect(products.at(-1)).to.deep.equal(outMat(math.multiply(mat(a), mat(b))));
    }
    for (const [a, b] of kronPairs) {
      krons.push(((await runTool('matrix-kronecker', { a, b })) as { product: string[][] }).product);
      expect(krons.at(-1)).to.deep.equal(outMat(math.kron(mat(a), mat(b))));
    }
    const py = pythonWith('numpy');
    if (!py) return;
    const script = `${PY_READ}
import numpy as np
def A(m): return np.array([[F(t) for t in row] for row in m], dtype=object)
def SM(m): return [[S(x) for x in row] for row in m.tolist()]
squares, pairs, krons = json.load(sys.stdin)
print(json.dumps([[S(np.trace(A(a))) for a in squares], [SM(A(a) @ A(b)) for a, b in pairs], [SM(np.kron(A(a), A(b))) for a, b in krons]]))`;
    const [t, p, k] = python(py, script, [squares, pairs, kronPairs]) as [string[], string[][][], string[][][]];
    expect(traces).to.deep.equal(t);
    expect(products).to.deep.equal(p);
    expect(krons).to.deep.equal(k);
  });
});
