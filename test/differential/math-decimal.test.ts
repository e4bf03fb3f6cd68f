// Differential tests, decimal tools (math category, group E): each tool against Python's decimal
// module (the General Decimal Arithmetic, the reference for java.math.BigDecimal semantics) run once
// per test over a batch of seeded inputs, and against decimal.js and big.js in process.
//
// Oracles per tool:
//   decimal-parse              Python Decimal(text), format(d, 'f'); decimal.js new Decimal(text).toFixed()
//   decimal-arithmetic         Python + - * at precision 100000; decimal.js and big.js plus/minus/times
//   decimal-divide             Python a / b at precision 30000 with ROUND_05UP, then quantize with the
//                              mode (05UP first is the double-rounding-safe way); exact mode with the
//                              Inexact trap; big.js div with Big.DP / Big.RM (its four modes)
//   decimal-round              Python quantize; decimal.js toDecimalPlaces (scale >= 0)
//   decimal-round-significant  Python Context(prec=digits).plus (value); decimal.js toSignificantDigits
//   decimal-compare            Python compare and compare_total; decimal.js cmp; big.js cmp
//
// Python's exponents may be positive ("1e3" is exponent 3, BigDecimal scale -3); the tools never use a
// negative scale (rule 1 of each contract: "1e3" is 1000 at scale 0), so the Python side first brings
// an input with a positive exponent to exponent 0 (quantize(1), exact). The pinned consequence,
// 1e3 x 1.5 = 1500.0 here and 1.5E+3 in Python, is a case of decimal-arithmetic. Python writes -0 for
// negative zeros; the tools never do (pinned in decimal-arithmetic and decimal-round).
import Big from 'big.js';
import { expect } from 'chai';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { outcome } from '../support/direct.js';
import { decimalText, nonZeroDecimalText, roundingMode } from '../properties/math/decimal-arbitraries.js';
import { hasProgram } from './support/programs.js';

const RUNS = 300;
const D = Decimal.clone({ precision: 10_000, toExpPos: 9e15, toExpNeg: -9e15 });
const DJS_MODE = { up: 0, down: 1, ceiling: 2, floor: 3, half_up: 4, half_down: 5, half_even: 6 } as const;
const BIG_MODE: Record<string, 0 | 1 | 2 | 3 | undefined> = { down: 0, half_up: 1, half_even: 2, up: 3 };

const PYTHON = String.raw`
import sys, json
from decimal import *
MODES = {'half_even': ROUND_HALF_EVEN, 'half_up': ROUND_HALF_UP, 'half_down': ROUND_HALF_DOWN, 'up': ROUND_UP,
         'down': ROUND_DOWN, 'ceiling': ROUND_CEILING, 'floor': ROUND_FLOOR}
BIG = Context(prec=100000, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[InvalidOperation, DivisionByZero])

def read(t):
    d = BIG.create_decimal(t)
    return d.quantize(Decimal(1), context=BIG) if d.as_tuple().exponent > 0 else d

def plain(d):
    s = format(d, 'f')
    return s[1:] if s.startswith('-') and d.is_zero() else s

def scale(d):
    return max(0, -d.as_tuple().exponent)

def run(task):
    tool, i = task['tool'], task['input']
    if tool == 'parse':
        d = read(i['text'])
        return {'decimal': plain(d), 'scale': scale(d)}
    if tool == 'arith':
        a, b = read(i['a']), read(i['b'])
        r = {'add': BIG.add, 'subtract': BIG.subtract, 'multiply': BIG.multiply}[i['operation']](a, b)
        return {'result': plain(r), 'scale': scale(r)}
    if tool == 'round':
        d = read(i['value'])
        q = d.quantize(Decimal('1e%d' % -i['scale']), rounding=MODES[i['rounding']], context=BIG)
        return {'value': plain(q)}
    if tool == 'sig':
        d = read(i['value'])
        return {'value': plain(Context(prec=i['digits'], rounding=MODES[i['rounding']], Emax=MAX_EMAX, Emin=MIN_EMIN).plus(d))}
    if tool == 'compare':
        a, b = read(i['a']), read(i['b'])
        same = a.copy_abs().compare_total(b.copy_abs()) == 0 and (a == 0 or a.is_signed() == b.is_signed())
        return {'comparison': int(a.compare(b)), 'same_representation': same}
    if tool == 'divide':
        a, b = read(i['dividend']), read(i['divisor'])
        if b.is_zero():
            return {'error': 'division_by_zero'}
        mode = i.get('rounding', 'half_even')
        if mode == 'exact':
            ctx = Context(prec=30000, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[Inexact])
            try:
                q = ctx.divide(a, b)
                if 'scale' in i:
                    q = q.quantize(Decimal('1e%d' % -i['scale']), context=ctx)
            except Inexact:
                return {'error': 'inexact_result'}
            return {'quotient': plain(q), 'scale': scale(q), 'exact': True}
        ctx = Context(prec=30000, rounding=ROUND_05UP, Emax=MAX_EMAX, Emin=MIN_EMIN)
        q = ctx.divide(a, b)
        q = q.quantize(Decimal('1e%d' % -i['scale']), rounding=MODES[mode], context=ctx)
        return {'quotient': plain(q), 'scale': max(0, i['scale']), 'exact': not ctx.flags[Inexact]}
    raise ValueError(tool)

print(json.dumps([run(t) for t in json.load(sys.stdin)]))
`;

type Task = { tool: string; input: Record<string, unknown> };

function python(tasks: Task[]): Record<string, unknown>[] {
  const py = spawnSync('python3', ['-c', PYTHON], { input: JSON.stringify(tasks), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
  return JSON.parse(py.stdout) as Record<string, unknown>[];
}

async function ok(id: string, input: object): Promise<Record<string, unknown>> {
  const r = await outcome(id, input);
  if (!r.ok) throw new Error(`${id} refused ${JSON.stringify(input)}: ${r.code}`);
  return r.value;
}

/** Text Python's Decimal and the tool both read, with a plus sign, leading zeros, ".5" and "5." forms. */
const parseText = fc.oneof(
  { weight: 4, arbitrary: decimalText },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('+', '', '-'), fc.constantFrom('0', '00', '007', ''), fc.constantFrom('.5', '5.', '1.250', '.000', '12'), fc.constantFrom('', 'e0', 'E-05', 'e+3')).map((p) => p.join('')).filter((t) => /[0-9]/.test(t)) },
);

describe('differential: decimal tools against Python decimal, decimal.js and big.js', function () {
  this.timeout(120_000);

  it('decimal-parse: canonical text and scale as Python, value as decimal.js', async function () {
    if (!hasProgram('python3')) this.skip();
    const texts = fc.sample(parseText, RUNS);
    const expected = python(texts.map((text) => ({ tool: 'parse', input: { text } })));
    for (const [k, text] of texts.entries()) {
      const got = await ok('decimal-parse', { text });
      expect({ decimal: got.decimal, scale: got.scale }, text).to.deep.equal(expected[k]);
      expect(got.normalized, text).to.equal(new D(text).toFixed());
    }
  });

  it('decimal-arithmetic: result and scale as Python, value as decimal.js and big.js', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.tuple(decimalText, decimalText, fc.constantFrom('add', 'subtract', 'multiply')), RUNS);
    const expected = python(samples.map(([a, b, operation]) => ({ tool: 'arith', input: { a, b, operation } })));
    for (const [k, [a, b, operation]] of samples.entries()) {
      const got = await ok('decimal-arithmetic', { a, b, operation });
      expect(got, `${a} ${operation} ${b}`).to.deep.equal(expected[k]);
      const method = ({ add: 'plus', subtract: 'minus', multiply: 'times' } as const)[operation as 'add'];
      expect(new D(got.result as string).eq(new D(a)[method](b)), `decimal.js ${a} ${operation} ${b}`).to.equal(true);
      expect(new Big(got.result as string).eq(new Big(a)[method](new Big(b))), `big.js ${a} ${operation} ${b}`).to.equal(true);
    }
  });

  it('decimal-divide: quotient, scale and exactness as Python; rounded quotients as big.js', async function () {
    if (!hasProgram('python3')) this.skip();
    const mode = fc.oneof({ weight: 5, arbitrary: roundingMode as fc.Arbitrary<string> }, { weight: 2, arbitrary: fc.constant('exact') });
    const divisor = fc.oneof({ weight: 8, arbitrary: nonZeroDecimalText }, { weight: 1, arbitrary: fc.constantFrom('0', '-0.00', '0e5') }, { weight: 2, arbitrary: fc.constantFrom('8', '0.125', '3', '-7', '6.4', '2.5e-3', '1024') });
    const scale = fc.option(fc.integer({ min: -4, max: 30 }), { nil: undefined, freq: 3 });
    const samples = fc
      .sample(fc.tuple(decimalText, divisor, mode, scale), RUNS)
      .map(([dividend, d, rounding, s]) => ({ dividend, divisor: d, rounding, ...(s !== undefined || rounding !== 'exact' ? { scale: s ?? 6 } : {}) }));
    const expected = python(samples.map((input) => ({ tool: 'divide', input })));
    const seen = new Set<string>();
    for (const [k, input] of samples.entries()) {
      const got = await outcome('decimal-divide', input);
      const want = expected[k]!;
      if ('error' in want) expect(got.ok ? 'ok' : got.code, JSON.stringify(input)).to.equal(want.error);
      else expect(got.ok && got.value, JSON.stringify(input)).to.deep.equal(want);
      seen.add(got.ok ? `${input.rounding === 'exact' ? 'exact mode' : 'rounded'} ${String(got.value.exact)}` : got.code);
      const rm = BIG_MODE[input.rounding];
      if (got.ok && rm !== undefined && input.scale !== undefined && input.scale >= 0) {
        const B = Big();
        B.DP = input.scale;
        B.RM = rm;
        const big = new B(input.dividend).div(new B(input.divisor)).toFixed(input.scale);
        expect(got.value.quotient, `big.js ${JSON.stringify(input)}`).to.equal(/^-0(\.0*)?$/.test(big) ? big.slice(1) : big);
      }
    }
    // the sample reaches every outcome: refusals, exact quotients and rounded ones
    expect([...seen].sort()).to.deep.equal(['division_by_zero', 'exact mode true', 'inexact_result', 'rounded false', 'rounded true']);
  });

  it('decimal-round: as Python quantize, and decimal.js toDecimalPlaces for scales >= 0', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.tuple(decimalText, fc.integer({ min: -6, max: 25 }), roundingMode), RUNS);
    const expected = python(samples.map(([value, scale, rounding]) => ({ tool: 'round', input: { value, scale, rounding } })));
    for (const [k, [value, scale, rounding]] of samples.entries()) {
      const got = await ok('decimal-round', { value, scale, rounding });
      expect({ value: got.value }, `${value} @${scale} ${rounding}`).to.deep.equal(expected[k]);
      expect(got.scale).to.equal(Math.max(0, scale));
      if (scale >= 0) {
        const djs = new D(value).toDecimalPlaces(scale, DJS_MODE[rounding]).toFixed(scale);
        expect(got.value, `decimal.js ${value} @${scale} ${rounding}`).to.equal(/^-0(\.0*)?$/.test(djs) ? djs.slice(1) : djs);
      }
    }
  });

  it('decimal-round-significant: the value of Python Context(prec).plus and of decimal.js toSignificantDigits', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(fc.tuple(decimalText, fc.integer({ min: 1, max: 40 }), roundingMode), RUNS);
    const expected = python(samples.map(([value, digits, rounding]) => ({ tool: 'sig', input: { value, digits, rounding } })));
    for (const [k, [value, digits, rounding]] of samples.entries()) {
      const got = await ok('decimal-round-significant', { value, digits, rounding });
      const label = `${value} to ${digits} ${rounding}`;
      expect(new D(got.value as string).eq(new D((expected[k] as { value: string }).value)), `python ${label}`).to.equal(true);
      expect(new D(got.value as string).eq(new D(value).toSignificantDigits(digits, DJS_MODE[rounding])), `decimal.js ${label}`).to.equal(true);
    }
  });

  it('decimal-compare: as Python compare / compare_total, decimal.js cmp and big.js cmp', async function () {
    if (!hasProgram('python3')) this.skip();
    const near = decimalText.chain((a) => fc.constantFrom(a, a.includes('.') || /[eE]/.test(a) ? a : a + '.0', a.startsWith('-') ? a.slice(1) : '-' + a));
    const samples = fc.sample(fc.oneof(fc.tuple(decimalText, decimalText), near.chain((b) => fc.tuple(fc.constant(b), near))), RUNS);
    const expected = python(samples.map(([a, b]) => ({ tool: 'compare', input: { a, b } })));
    for (const [k, [a, b]] of samples.entries()) {
      const got = await ok('decimal-compare', { a, b });
      expect({ comparison: got.comparison, same_representation: got.same_representation }, `${a} vs ${b}`).to.deep.equal(expected[k]);
      expect(got.comparison).to.equal(new D(a).cmp(b));
      expect(got.comparison).to.equal(new Big(a).cmp(new Big(b)));
    }
  });
});
