// Differential tests, math group F (decimal-format, decimal-allocate, decimal-percent-change,
// decimal-float-inspect) against independent, well-kept implementations on seeded inputs.
//
// Oracles per tool:
//   decimal-float-inspect   the engine's own correctly rounded parser: Number(literal), String(x)
//                           (ECMAScript Number::toString) and DataView getBigUint64 for the bits; and
//                           CPython 3 (one batched run): float(literal), decimal.Decimal(float) for the
//                           exact value, float.hex, struct.pack('>d'), math.nextafter for the neighbours,
//                           fractions.Fraction for exactness and direction, repr digits for the shortest form
//   decimal-format          bignumber.js toFormat (groupSize, secondaryGroupSize, separators, the rounding
//                           modes); the trim of trailing zeros to min_fraction_digits written in the test
//   decimal-allocate        decimal.js quotas at 600 significant digits, the largest remainder rule written
//                           from its definition (floor, remainders compared at 300 places, ties to the earliest)
//   decimal-percent-change  decimal.js: new.minus(old).times(100).div(old.abs()) truncated at 2000 digits,
//                           then toDecimalPlaces(scale, mode)
// Pinned disagreements: bignumber.js writes a negative value that rounds to zero as "-0"; decimal-format
// writes "0" (contract rule 5, a choice stated there). bignumber.js with groupSize 0 and a secondary size
// still groups by the secondary size; decimal-format's grouping_size 0 means no grouping (rule 3, ICU).
// The engine's String(-0) is "0", as the tool's shortest form.
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import BigNumber from 'bignumber.js';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { outcome, runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';

const RUNS = 200;
const MODES = ['half_even', 'half_up', 'half_down', 'up', 'down', 'ceiling', 'floor'] as const;
type Mode = (typeof MODES)[number];
const DECIMAL_JS_MODE: Record<Mode, Decimal.Rounding> = {
  up: Decimal.ROUND_UP, down: Decimal.ROUND_DOWN, ceiling: Decimal.ROUND_CEIL, floor: Decimal.ROUND_FLOOR,
  half_up: Decimal.ROUND_HALF_UP, half_down: Decimal.ROUND_HALF_DOWN, half_even: Decimal.ROUND_HALF_EVEN,
};
const BIGNUMBER_MODE: Record<Mode, BigNumber.RoundingMode> = {
  up: BigNumber.ROUND_UP, down: BigNumber.ROUND_DOWN, ceiling: BigNumber.ROUND_CEIL, floor: BigNumber.ROUND_FLOOR,
  half_up: BigNumber.ROUND_HALF_UP, half_down: BigNumber.ROUND_HALF_DOWN, half_even: BigNumber.ROUND_HALF_EVEN,
};
const D = Decimal.clone({ precision: 2000, toExpPos: 9e15, toExpNeg: -9e15 });
const BN = BigNumber.clone({ EXPONENTIAL_AT: 1e9, DECIMAL_PLACES: 100 });

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Decimal texts in the JSON number grammar: ties (x.5, x.005), "-0", long fractions, exponents. */
const decimalText: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.constant('0'), fc.integer({ min: 1, max: 999 }).map(String), fc.tuple(fc.integer({ min: 1, max: 9 }), digitString(0, 25)).map(([h, t]) => `${h}${t}`)),
    fc.oneof(fc.constant(''), fc.constantFrom('5', '50', '005', '125', '9995', '4999'), digitString(1, 12)),
    fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.integer({ min: -8, max: 8 }).map((e) => `e${e}`) }),
  )
  .map(([neg, int, frac, exp]) => `${neg ? '-' : ''}${int}${frac ? '.' + frac : ''}${exp}`);

// ---------------------------------------------------------------- decimal-float-inspect

const view = new DataView(new ArrayBuffer(8));
function bitsOf(x: number): bigint {
  view.setFloat64(0, x);
  return view.getBigUint64(0);
}
function fromBitsJs(b: bigint): number {
  view.setBigUint64(0, b);
  return view.getFloat64(0);
}
const hex16 = (b: bigint) => b.toString(16).toUpperCase().padStart(16, '0');

/** The exact value of a finite double as plain decimal text, from its bits (reference for midpoints). */
function midpointText(b: bigint): string {
  // midpoint between the double with bits b (positive, finite) and the next one up: (2m + 1) × 2^(q − 1)
  const e = Number((b >> 52n) & 0x7ffn);
  const f = b & ((1n << 52n) - 1n);
  const m = e === 0 ? f : f | (1n << 52n);
  const q = (e === 0 ? -1074 : e - 1075) - 1;
  const n = 2n * m + 1n;
  if (q >= 0) return (n << BigInt(q)).toString();
  const k = -q;
  const digits = (n * 5n ** BigInt(k)).toString().padStart(k + 1, '0');
  return `${digits.slice(0, digits.length - k)}.${digits.slice(digits.length - k)}`.replace(/\.?0+$/, '');
}

const randomBits = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).filter((b) => ((b >> 52n) & 0x7ffn) !== 0x7ffn);
const smallBits = fc.bigInt({ min: 0n, max: 1n << 53n }); // subnormals and the first normals
const literal: fc.Arbitrary<string> = fc.oneof(
  // shortest forms of random doubles, normal and subnormal
  fc.oneof(randomBits, smallBits).map((b) => String(fromBitsJs(b)).replace('e+', 'e')),
  // long, non-shortest forms
  fc.tuple(randomBits, fc.integer({ min: 17, max: 40 })).map(([b, p]) => fromBitsJs(b).toExponential(Math.min(p, 100))),
  // exact midpoints between neighbours, and a hair either side of them
  fc.tuple(fc.oneof(randomBits.map((b) => b & ((1n << 63n) - 1n)), smallBits), fc.constantFrom('', '0001', '-')).map(([b, tail]) => {
    if (b >= 0x7fefffffffffffffn) b = 0x7feffffffffffffen;
    const mid = midpointText(b);
    if (tail === '') return mid;
    if (tail === '-') return mid.includes('.') ? mid.replace(/5$/, '4999999') : mid; // just below
    return (mid.includes('.') ? mid : mid + '.') + tail;
  }),
  // random digit strings over the whole range, overflow and underflow included
  fc.tuple(fc.boolean(), fc.tuple(fc.integer({ min: 1, max: 9 }), digitString(0, 30)).map(([h, t]) => `${h}${t}`), fc.integer({ min: -360, max: 320 })).map(([neg, d, e]) => `${neg ? '-' : ''}${d}e${e}`),
  // the StrDecimalLiteral forms and classic values
  fc.constantFrom('+007.', '.5e-1', '-0', '0.000', '5.', '1E+21', '9007199254740993', '2.2250738585072011e-308', '1.7976931348623158e308', '1.7976931348623159e308', '2.4703282292062328e-324', '4.9e-324', '0.1', '-1e400'),
);

describe('differential: decimal-float-inspect against the engine parser and CPython', () => {
  it('gives the bits and the shortest form of Number(literal) and String(x)', async () => {
    await fc.assert(
      fc.asyncProperty(literal, async (value) => {
        const x = Number(value);
        const out = (await runTool('decimal-float-inspect', { value })) as Record<string, unknown>;
        expect(out.bits_hex, value).to.equal(hex16(bitsOf(x)));
        expect(out.shortest, value).to.equal(String(x));
        expect((out.next_up as { bits_hex: string }).bits_hex, value).to.equal(hex16(bitsOf(x === Infinity ? x : nextUp(x))));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees field by field with Python float, Decimal, float.hex, math.nextafter and Fraction', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples = fc.sample(literal, { numRuns: 600 });
    const py = spawnSync('python3', ['-c', PY_FLOAT], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 28 });
    if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
    const expected = JSON.parse(py.stdout) as unknown[];
    for (const [i, value] of samples.entries()) expect(await runTool('decimal-float-inspect', { value }), value).to.deep.equal(expected[i]);
  });
});

function nextUp(x: number): number {
  if (x === 0) return 5e-324;
  const b = bitsOf(x);
  return fromBitsJs(x > 0 ? b + 1n : b - 1n);
}

const PY_FLOAT = String.raw`
import sys, json, struct, math
from decimal import Decimal
from fractions import Fraction
def ecma(x):
    if math.isinf(x): return '-Infinity' if x < 0 else 'Infinity'
    if x == 0: return '0'
    _, digs, exp = Decimal(repr(abs(x))).as_tuple()
    digs = ''.join(map(str, digs))
    n = exp + len(digs)
    digs = digs.rstrip('0')
    k = len(digs)
    if k <= n <= 21: body = digs + '0' * (n - k)
    elif 0 < n <= 21: body = digs[:n] + '.' + digs[n:]
    elif -6 < n <= 0: body = '0.' + '0' * (-n) + digs
    else:
        e = n - 1
        es = ('e-' if e < 0 else 'e+') + str(abs(e))
        body = digs + es if k == 1 else digs[0] + '.' + digs[1:] + es
    return ('-' if x < 0 else '') + body
def exact(x):
    if math.isinf(x): return None
    s = format(Decimal(x), 'f')
    return s.rstrip('0').rstrip('.') if '.' in s else s
def bits(x): return struct.unpack('>Q', struct.pack('>d', x))[0]
def hexf(x):
    if math.isinf(x): return '-inf' if x < 0 else 'inf'
    return float.hex(x)
def nb(x): return {'shortest': ecma(x), 'exact_value': exact(x), 'bits_hex': '%016X' % bits(x)}
def inspect(t):
    x = float(t)
    b = bits(x)
    e = (b >> 52) & 0x7ff
    f = b & ((1 << 52) - 1)
    v = Fraction(Decimal(t))
    if math.isinf(x): ex, d = False, ('up' if x > 0 else 'down')
    else:
        ex = Fraction(x) == v
        d = 'none' if ex else ('up' if Fraction(x) > v else 'down')
    cls = 'infinity' if math.isinf(x) else 'zero' if x == 0 else 'subnormal' if e == 0 else 'normal'
    return {'shortest': ecma(x), 'exact_value': exact(x), 'input_exact': ex, 'rounding_direction': d, 'class': cls,
            'sign_bit': b >> 63, 'exponent_bits': format(e, '011b'), 'fraction_bits': format(f, '052b'), 'biased_exponent': e,
            'bits_hex': '%016X' % b, 'hex_float': hexf(x), 'next_down': nb(math.nextafter(x, -math.inf)), 'next_up': nb(math.nextafter(x, math.inf))}
print(json.dumps([inspect(t) for t in json.load(sys.stdin)]))
`;

// ---------------------------------------------------------------- decimal-format

describe('differential: decimal-format against bignumber.js toFormat', () => {
  it('groups, separates and rounds as toFormat, trimmed to min_fraction_digits', async () => {
    const sep = fc.constantFrom(',', '.', ' ', "'", '\u202f', '', '--', '_');
    await fc.assert(
      fc.asyncProperty(
        decimalText,
        fc.record({
          grouping_size: fc.integer({ min: 0, max: 5 }),
          secondary_grouping_size: fc.integer({ min: 0, max: 4 }),
          group_separator: sep,
          decimal_separator: fc.constantFrom('.', ',', '·', ' dot '),
          min_fraction_digits: fc.integer({ min: 0, max: 4 }),
          max_fraction_digits: fc.integer({ min: 0, max: 8 }),
          rounding: fc.constantFrom(...MODES),
        }),
        async (value, opts) => {
          const input = { value, ...opts };
          const r = await outcome('decimal-format', input);
          if (opts.min_fraction_digits > opts.max_fraction_digits || opts.group_separator === opts.decimal_separator) {
            expect(r, JSON.stringify(input)).to.deep.include({ ok: false, code: 'invalid_input' });
            return;
          }
          const x = new BN(value);
          const rounded = x.decimalPlaces(opts.max_fraction_digits, BIGNUMBER_MODE[opts.rounding]);
          // trailing zeros dropped down to min_fraction_digits: the rounded value's own places, at least the minimum
          const places = Math.max(opts.min_fraction_digits, rounded.decimalPlaces() ?? 0);
          let text = rounded.toFormat(places, BIGNUMBER_MODE[opts.rounding], {
            groupSize: opts.grouping_size,
            // pinned: with groupSize 0 bignumber.js still groups by secondaryGroupSize (1234567 with 0 and 2 is
            // 1,23,45,67); grouping_size 0 writes no groups at all (rule 3, as ICU's grouping size 0)
            secondaryGroupSize: opts.grouping_size === 0 ? 0 : opts.secondary_grouping_size,
            groupSeparator: opts.group_separator,
            decimalSeparator: opts.decimal_separator,
            fractionGroupSize: 0,
          });
          if (rounded.isZero()) text = text.replace(/^-/, ''); // pinned: "0", never "-0" (rule 5)
          expect(r, JSON.stringify(input)).to.deep.equal({ ok: true, value: { text, value: rounded.isZero() ? rounded.abs().toFixed(places) : rounded.toFixed(places), scale: places } });
        },
      ),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------- decimal-allocate

describe('differential: decimal-allocate against largest remainder over decimal.js', () => {
  it('floors, remainders and leftover units as the Hamilton method defines them', async () => {
    const P = Decimal.clone({ precision: 600 });
    const ratio = fc.oneof(fc.constantFrom('0', '1', '2', '3', '7', '0.5', '1.5', '33.3'), fc.integer({ min: 0, max: 10 ** 6 }).map(String), decimalText.map((t) => t.replace(/^-/, '')));
    await fc.assert(
      fc.asyncProperty(decimalText, fc.array(ratio, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 6 }), async (total, ratios, scale) => {
        const input = { total, ratios, scale };
        const r = await outcome('decimal-allocate', input);
        const t = new P(total);
        const units = t.abs().times(new P(10).pow(scale));
        const sum = ratios.reduce((s, x) => s.plus(x), new P(0));
        if (!units.isInteger()) return void expect(r, JSON.stringify(input)).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/total' });
        if (sum.isZero()) return void expect(r, JSON.stringify(input)).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/ratios' });
        const quotas = ratios.map((x) => units.times(x).div(sum));
        const floors = quotas.map((q) => q.floor());
        const rems = quotas.map((q, i) => q.minus(floors[i]!).toDecimalPlaces(300, Decimal.ROUND_DOWN));
        const leftover = units.minus(floors.reduce((s, f) => s.plus(f), new P(0))).toNumber();
        const order = ratios.map((_, i) => i).sort((a, b) => rems[b]!.cmp(rems[a]!) || a - b);
        for (const i of order.slice(0, leftover)) floors[i] = floors[i]!.plus(1);
        const parts = floors.map((f) => {
          const v = f.div(new P(10).pow(scale));
          return (t.isNegative() && !v.isZero() ? v.neg() : v).toFixed(scale);
        });
        expect(r, JSON.stringify(input)).to.deep.equal({ ok: true, value: { parts, scale, leftover_units: leftover } });
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------- decimal-percent-change

describe('differential: decimal-percent-change against decimal.js', () => {
  it('rounds 100 × (new − old) / |old| as toDecimalPlaces does', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, decimalText, fc.integer({ min: -3, max: 8 }), fc.constantFrom(...MODES), async (oldValue, newValue, scale, rounding) => {
        const input = { old_value: oldValue, new_value: newValue, scale, rounding };
        const out = (await runTool('decimal-percent-change', input)) as Record<string, unknown>;
        const o = new D(oldValue);
        const n = new D(newValue);
        const direction = n.gt(o) ? 'increase' : n.lt(o) ? 'decrease' : 'unchanged';
        if (o.isZero()) {
          expect(out, JSON.stringify(input)).to.deep.equal({ percent: null, scale: Math.max(0, scale), exact: null, direction, undefined_reason: 'old_value_zero' });
          return;
        }
        const exact = n.minus(o).times(100).div(o.abs()); // 2000 significant digits, far beyond these inputs' periods
        const step = new D(10).pow(-scale);
        const rounded = exact.div(step).toDecimalPlaces(0, DECIMAL_JS_MODE[rounding]).times(step);
        const percent = (rounded.isZero() ? new D(0) : rounded).toFixed(Math.max(0, scale));
        expect(out, JSON.stringify(input)).to.deep.equal({ percent, scale: Math.max(0, scale), exact: rounded.eq(exact), direction, undefined_reason: null });
      }),
      { numRuns: RUNS },
    );
  });
});
