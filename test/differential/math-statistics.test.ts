// Differential tests, rational statistics tools (group H): every tool against CPython's
// fractions.Fraction, statistics and decimal modules, driven in one python3 process per test with
// all sampled inputs batched (seeded fast-check samples: ties, "-0", negative denominators,
// unreduced fractions, decimals, values past 2^64 and up to hundreds of digits).
//
// Oracles per tool:
//   array-rational-sort               sorted(range(n), key=Fraction, reverse=desc): Python's sort is
//                                     stable, and reverse=True keeps equal items in input order too
//   array-rational-variance           statistics.variance / pvariance on Fractions (exact); the
//                                     deviation by decimal.Decimal.sqrt at a precision 60 digits past
//                                     the scale, then quantize in the mode (the Inexact flag says
//                                     whether the root is exact; see sqrtOracle below)
//   array-rational-moving-average     each window's mean recomputed from scratch with Fractions
//                                     (O(n * w), not a sliding sum)
//   array-rational-linear-regression  Fractions by the two-pass deviation formulas
//                                     (slope = sum (x - mx)(y - my) / sum (x - mx)^2)
//   polynomial-evaluate               Fractions, sum of c_k * x**k term by term (not Horner)
//   rational-interpolate-linear       Fractions with bisect over the table
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { outcome, runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';
import { digits } from '../properties/math/math-arbitraries.js';

const RUNS = 200;

const ORACLE = String.raw`
import sys, json, math, statistics as st, bisect
from fractions import Fraction as F
from decimal import Decimal, localcontext, Inexact, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR
MODES = {'half_even': ROUND_HALF_EVEN, 'half_up': ROUND_HALF_UP, 'half_down': ROUND_HALF_DOWN, 'up': ROUND_UP, 'down': ROUND_DOWN, 'ceiling': ROUND_CEILING, 'floor': ROUND_FLOOR}
def rt(s):
    if '/' in s:
        a, b = s.split('/')
        return F(int(a), int(b))
    return F(Decimal(s))
def rat(f):
    return {'numerator': str(f.numerator), 'denominator': str(f.denominator)}
def text(d):
    s = format(d, 'f')
    return s[1:] if s.startswith('-') and set(s[1:]) <= set('0.') else s
def quant(f, scale, mode):
    with localcontext() as c:
        c.prec = len(str(abs(f.numerator))) + len(str(f.denominator)) + scale + 60
        q = Decimal(f.numerator) / Decimal(f.denominator)
        # the quotient is either exact or carries 60 digits past the scale: a rounding boundary cannot
        # hide in them unless the exact value is itself a boundary, which then divides exactly
        return text(q.quantize(Decimal(1).scaleb(-scale), rounding=MODES[mode]))
def sqrt_oracle(f, scale, mode):
    with localcontext() as c:
        c.prec = len(str(f.numerator)) + len(str(f.denominator)) + scale + 60
        c.clear_flags()
        x = Decimal(f.numerator) / Decimal(f.denominator)
        r = x.sqrt()
        return text(r.quantize(Decimal(1).scaleb(-scale), rounding=MODES[mode]))
def exact_sqrt(f):
    a, b = math.isqrt(f.numerator), math.isqrt(f.denominator)
    return rat(F(a, b)) if a * a == f.numerator and b * b == f.denominator else None
def sort(a):
    vals = [rt(v) for v in a['values']]
    idx = sorted(range(len(vals)), key=lambda i: vals[i], reverse=a.get('order') == 'desc')
    return {'values': [dict(index=i, value=a['values'][i], **rat(vals[i])) for i in idx]}
def variance(a):
    xs = [rt(v) for v in a['values']]
    kind, scale, mode = a.get('kind', 'sample'), a.get('scale', 10), a.get('rounding', 'half_even')
    v = F(st.variance(xs) if kind == 'sample' else st.pvariance(xs))
    return {'count': len(xs), 'mean': rat(F(st.mean(xs))), 'variance': rat(v), 'variance_decimal': quant(v, scale, mode),
            'standard_deviation': sqrt_oracle(v, scale, mode), 'standard_deviation_exact': exact_sqrt(v)}
def moving(a):
    xs = [rt(v) for v in a['values']]
    w, n = a['window'], len(xs)
    before = w // 2 if a.get('alignment') == 'centered' else w - 1
    out = []
    for i in range(n):
        lo, hi = i - before, i - before + w - 1
        if not a.get('partial', False) and (lo < 0 or hi >= n):
            continue
        items = xs[max(lo, 0):min(hi, n - 1) + 1]
        out.append(dict(position=i, count=len(items), **rat(sum(items, F(0)) / len(items))))
    return {'means': out}
def regression(a):
    xs, ys = [rt(v) for v in a['x']], [rt(v) for v in a['y']]
    n, scale, mode = len(xs), a.get('scale', 10), a.get('rounding', 'half_even')
    mx, my = sum(xs, F(0)) / n, sum(ys, F(0)) / n
    sxx = sum(((u - mx) ** 2 for u in xs), F(0))
    sxy = sum(((u - mx) * (v - my) for u, v in zip(xs, ys)), F(0))
    syy = sum(((v - my) ** 2 for v in ys), F(0))
    if sxx == 0:
        return 'invalid_input'
    m = sxy / sxx
    c = my - m * mx
    r2 = None if syy == 0 else sxy * sxy / (sxx * syy)
    return {'count': n, 'slope': rat(m), 'intercept': rat(c), 'r_squared': None if r2 is None else rat(r2),
            'slope_decimal': quant(m, scale, mode), 'intercept_decimal': quant(c, scale, mode), 'r_squared_decimal': None if r2 is None else quant(r2, scale, mode)}
def polynomial(a):
    cs = [rt(c) for c in a['coefficients']]
    if a['order'] == 'highest_first':
        cs.reverse()
    common = math.lcm(*[c.denominator for c in cs])
    out, total = [], 0
    for t in a['x']:
        x = rt(t)
        v = sum((c * x ** k for k, c in enumerate(cs)), F(0))
        # max_result_digits: numerator and denominator before reduction, over C * b**degree
        den = common * x.denominator ** (len(cs) - 1)
        digits = len(str(abs(v * den))) + len(str(den))
        if digits > 4000:
            return 'limit_exceeded'
        total += digits
        if total > 100000:
            return 'limit_exceeded'
        out.append(dict(x=t, **rat(v)))
    return {'values': out}
def interpolate(a):
    xs = [rt(p['x']) for p in a['points']]
    ys = [rt(p['y']) for p in a['points']]
    if any(u >= v for u, v in zip(xs, xs[1:])):
        return 'invalid_input'
    out = []
    for t in a['queries']:
        q = rt(t)
        i = bisect.bisect_right(xs, q) - 1
        if i >= 0 and xs[i] == q:
            out.append(dict(x=t, **rat(ys[i])))
            continue
        if (i < 0 or i == len(xs) - 1) and not a.get('extrapolate', False):
            return 'invalid_input'
        j = 0 if i < 0 else min(i, len(xs) - 2)
        out.append(dict(x=t, **rat(ys[j] + (ys[j + 1] - ys[j]) * (q - xs[j]) / (xs[j + 1] - xs[j]))))
    return {'values': out}
ORACLES = {'sort': sort, 'variance': variance, 'moving': moving, 'regression': regression, 'polynomial': polynomial, 'interpolate': interpolate}
print(json.dumps([ORACLES[op](args) for op, args in json.load(sys.stdin)]))
`;

function python(calls: [string, unknown][]): unknown[] {
  const py = spawnSync('python3', ['-c', ORACLE], { input: JSON.stringify(calls), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
  return JSON.parse(py.stdout) as unknown[];
}

const intText = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: -6, max: 6 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-0', '9007199254740993', '-18446744073709551617') },
  { weight: 2, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.boolean(), digits(100, 300)).map(([neg, d]) => (neg ? '-' + d : d)) },
);
const denText = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -12, max: 12 }).filter((d) => d !== 0).map(String) }, { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 30n }).map(String) });
/** Rational text: integers, fractions (unreduced, negative denominators) and decimals. */
const rationalText: fc.Arbitrary<string> = fc.oneof(
  intText,
  fc.tuple(intText, denText).map(([n, d]) => `${n}/${d}`),
  fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.stringMatching(/^[0-9]{1,20}$/)).map(([neg, i, f]) => `${neg ? '-' : ''}${i}.${f}`),
);
const modeArb = fc.constantFrom('half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor');

/** The oracle answers a result object, or an error code as a string. */
async function against(this: Mocha.Context, tool: string, op: string, inputs: Record<string, unknown>[]): Promise<void> {
  if (!hasProgram('python3')) this.skip();
  const expected = python(inputs.map((i) => [op, i]));
  for (const [k, input] of inputs.entries()) {
    const want = expected[k];
    const label = JSON.stringify(input).slice(0, 400);
    if (typeof want === 'string') expect(await outcome(tool, input), label).to.deep.include({ ok: false, code: want });
    else expect(await runTool(tool, input), label).to.deep.equal(want);
  }
}

describe('differential: rational statistics against Python fractions, statistics and decimal', () => {
  it('array-rational-sort against sorted(key=Fraction)', async function () {
    const inputs = fc.sample(fc.record({ values: fc.array(rationalText, { maxLength: 30 }), order: fc.constantFrom('asc', 'desc') }), { numRuns: RUNS });
    await against.call(this, 'array-rational-sort', 'sort', inputs);
  });

  it('array-rational-variance against statistics.variance / pvariance and Decimal.sqrt', async function () {
    const inputs = fc.sample(
      fc.record({ values: fc.array(rationalText, { minLength: 2, maxLength: 20 }), kind: fc.constantFrom('sample', 'population'), scale: fc.integer({ min: 0, max: 60 }), rounding: modeArb }),
      { numRuns: RUNS },
    );
    await against.call(this, 'array-rational-variance', 'variance', inputs);
  });

  it('array-rational-variance: ties and exact roots in every mode (squares of k/2 and k/20)', async function () {
    const inputs = fc.sample(
      fc.record({ k: fc.integer({ min: 0, max: 999 }), den: fc.constantFrom(2, 20, 200), scale: fc.integer({ min: 0, max: 3 }), rounding: modeArb }).map(({ k, den, scale, rounding }) => ({ values: ['0', `${2 * k + 1}/${den / 2}`], kind: 'population', scale, rounding })),
      { numRuns: RUNS },
    );
    await against.call(this, 'array-rational-variance', 'variance', inputs);
  });

  it('array-rational-moving-average against windows recomputed from scratch', async function () {
    const inputs = fc.sample(
      fc.record({ values: fc.array(rationalText, { minLength: 1, maxLength: 25 }), window: fc.integer({ min: 1, max: 30 }), alignment: fc.constantFrom('trailing', 'centered'), partial: fc.boolean() }),
      { numRuns: RUNS },
    );
    await against.call(this, 'array-rational-moving-average', 'moving', inputs);
  });

  it('array-rational-linear-regression against the two-pass deviation formulas', async function () {
    const small = fc.oneof(fc.integer({ min: -3, max: 3 }).map(String), rationalText);
    const inputs = fc.sample(
      fc.integer({ min: 2, max: 15 }).chain((n) =>
        fc.record({ x: fc.array(small, { minLength: n, maxLength: n }), y: fc.array(small, { minLength: n, maxLength: n }), scale: fc.integer({ min: 0, max: 40 }), rounding: modeArb }),
      ),
      { numRuns: RUNS },
    );
    await against.call(this, 'array-rational-linear-regression', 'regression', inputs);
  });

  it('polynomial-evaluate against the term-by-term sum of c_k * x**k', async function () {
    const inputs = fc.sample(
      fc.record({ coefficients: fc.array(rationalText, { minLength: 1, maxLength: 40 }), order: fc.constantFrom('highest_first', 'lowest_first'), x: fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }).map(String), rationalText), { minLength: 1, maxLength: 6 }) }),
      { numRuns: RUNS },
    );
    await against.call(this, 'polynomial-evaluate', 'polynomial', inputs);
  });

  it('polynomial-evaluate refuses exactly the values over max_result_digits (positive terms, so no partial sum outgrows the value)', async function () {
    const inputs = fc.sample(
      fc.record({
        coefficients: fc.array(fc.integer({ min: 1, max: 99 }).map(String), { minLength: 300, maxLength: 1001 }),
        order: fc.constantFrom('highest_first', 'lowest_first'),
        x: fc.array(fc.oneof(fc.integer({ min: 2, max: 9999999 }).map(String), fc.tuple(fc.integer({ min: 10, max: 9999 }), fc.integer({ min: 10, max: 9999 })).map(([n, d]) => `${n}/${d}`)), { minLength: 1, maxLength: 3 }),
      }),
      { numRuns: 60 },
    );
    await against.call(this, 'polynomial-evaluate', 'polynomial', inputs);
  });

  it('rational-interpolate-linear against bisect and the two-point formula (unsorted and duplicate tables refused)', async function () {
    const point = fc.record({ x: rationalText, y: rationalText });
    const inputs = fc.sample(
      fc.record({ points: fc.array(point, { minLength: 2, maxLength: 10 }), queries: fc.array(rationalText, { minLength: 1, maxLength: 6 }), extrapolate: fc.boolean(), sortFirst: fc.nat({ max: 9 }) }).map(({ points, queries, extrapolate, sortFirst }) => {
        // most tables sorted by the oracle's own Fraction order (sortFirst > 0); some left as drawn
        const key = (t: string) => { const [n, d = '1'] = t.includes('/') ? t.split('/') : [t]; return Number(n) / Number(d); };
        const sorted = sortFirst ? [...points].sort((p, r) => key(p.x) - key(r.x)) : points;
        // queries drawn from the table's x values too, for exact hits
        return { points: sorted, queries: [...queries, sorted[sortFirst % sorted.length]!.x], extrapolate };
      }),
      { numRuns: RUNS },
    );
    await against.call(this, 'rational-interpolate-linear', 'interpolate', inputs);
  });

  it('array-rational-sort refuses exactly the lists over max_total_chars', async () => {
    for (const extra of [0, 1]) {
      const values = [...Array<string>(40).fill('9'.repeat(999)), ...Array<string>(40 + extra).fill('1')];
      const r = await outcome('array-rational-sort', { values });
      if (extra) expect(r).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/values' });
      else expect(r.ok).to.equal(true);
    }
  });
});
