// Differential tests, math category: every tool against decimal.js (integers, as exact decimals with
// a precision wider than any input or result) or fraction.js (rationals, BigInt-backed), on seeded
// inputs with ties, "-0", negative denominators and integers up to the 1001-character limit.
//
// Oracles per tool:
//   array-integer-sum, -cumulative-sum, -adjacent-diff, -product   decimal.js plus / minus / times
//   array-integer-min-max, -median, -mode, -ranks, -clamp          decimal.js comparisons (cmp), the
//                                      order statistic, count and rank written from each definition
//                                      (rank = 1 + number of strictly smaller values, scipy 'min')
//   array-rational-sum, -mean, -min-max                            fraction.js add / div / compare,
//                                      the LCM limit from fraction.js lcm
//   angle-dms-convert                                              fraction.js (exact decimal parse)
import { expect } from 'chai';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { outcome, runTool } from '../support/direct.js';
import { digits } from '../properties/math/math-arbitraries.js';

const RUNS = 200;

// 1001-digit integers times 10000 values stay far below this precision, so decimal.js is exact here.
const D = Decimal.clone({ precision: 25_000, toExpPos: 9e15, toExpNeg: -9e15 });
const canon = (d: Decimal): string => (d.isZero() ? '0' : d.toFixed(0));

/** Integer texts as the tools accept them: ties from small ranges, "-0", 2^53 neighbours, 1000-digit values. */
const integerText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 3 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-0', '9007199254740992', '9007199254740993', '-9007199254740993', '18446744073709551616') },
  { weight: 3, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.boolean(), digits(990, 1000)).map(([neg, d]) => (neg ? '-' + d : d)) },
  { weight: 1, arbitrary: digits(1001, 1001) },
);
const integerList = (minLength = 0) => fc.array(integerText, { minLength, maxLength: 12 });

/** Strings the grammar -?(0|[1-9][0-9]*) refuses: a lenient reader (Number, BigInt, decimal.js) takes most of them. */
const notIntegerText = fc.constantFrom('+5', '007', ' 5', '5 ', '1.0', '1e3', '', '-', '--1', '0x10', '١', '1_000', '-00', '9'.repeat(1002));

describe('differential: exact integer arithmetic against decimal.js', () => {
  it('array-integer-sum and array-integer-cumulative-sum', async () => {
    await fc.assert(
      fc.asyncProperty(integerList(), async (values) => {
        const prefix: string[] = [];
        let acc = new D(0);
        for (const v of values) prefix.push(canon((acc = acc.plus(v))));
        expect(await runTool('array-integer-sum', { values })).to.deep.equal({ sum: canon(acc) });
        expect(await runTool('array-integer-cumulative-sum', { values })).to.deep.equal({ values: prefix });
      }),
      { numRuns: RUNS },
    );
  });

  it('array-integer-adjacent-diff', async () => {
    await fc.assert(
      fc.asyncProperty(integerList(), async (values) => {
        const expected = values.slice(1).map((v, i) => canon(new D(v).minus(values[i]!)));
        expect(await runTool('array-integer-adjacent-diff', { values })).to.deep.equal({ values: expected });
      }),
      { numRuns: RUNS },
    );
  });

  it('array-integer-product, refusing exactly the products over 10000 digits', async () => {
    const wide = fc.array(fc.tuple(fc.boolean(), digits(900, 1001)).map(([neg, d]) => (neg && d.length < 1001 ? '-' + d : d)), { minLength: 9, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(integerList(), wide, fc.tuple(wide, fc.constantFrom('0', '-0')).map(([w, z]) => [...w, z])), async (values) => {
        const product = values.reduce((p, v) => p.times(v), new D(1));
        const text = canon(product);
        const r = await outcome('array-integer-product', { values });
        if (text.replace('-', '').length > 10_000) expect(r).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/values' });
        else expect(r).to.deep.equal({ ok: true, value: { product: text } });
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses every integer text outside the grammar, wherever it stands in the list', async () => {
    const tools = ['array-integer-sum', 'array-integer-cumulative-sum', 'array-integer-adjacent-diff', 'array-integer-product', 'array-integer-min-max', 'array-integer-median', 'array-integer-mode', 'array-integer-ranks'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tools), integerList(1), notIntegerText, fc.nat(), async (id, values, bad, at) => {
        const withBad = [...values];
        withBad.splice(at % (values.length + 1), 0, bad);
        expect(await outcome(id, { values: withBad })).to.deep.include({ ok: false, code: 'invalid_input' });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: integer order statistics against decimal.js comparisons', () => {
  const sortedByValue = (values: string[]) => [...values].sort((a, b) => new D(a).cmp(b));

  it('array-integer-min-max and array-integer-median', async () => {
    await fc.assert(
      fc.asyncProperty(integerList(1), async (values) => {
        const ds = values.map((v) => new D(v));
        expect(await runTool('array-integer-min-max', { values })).to.deep.equal({ min: canon(D.min(...ds)), max: canon(D.max(...ds)) });
        const s = sortedByValue(values);
        const n = values.length;
        const lower = canon(new D(s[Math.floor((n - 1) / 2)]!));
        const upper = canon(new D(s[Math.floor(n / 2)]!));
        const median = await runTool('array-integer-median', { values });
        expect(median).to.deep.equal(n % 2 === 1 ? { n, lower, upper, median: lower } : { n, lower, upper });
      }),
      { numRuns: RUNS },
    );
  });

  it('array-integer-mode: every most frequent value by numeric value, in order of first occurrence', async () => {
    await fc.assert(
      fc.asyncProperty(integerList(1), async (values) => {
        const counts = new Map<string, number>();
        for (const v of values) counts.set(canon(new D(v)), (counts.get(canon(new D(v))) ?? 0) + 1);
        const count = Math.max(...counts.values());
        const modes = [...counts].filter(([, c]) => c === count).map(([v]) => v);
        expect(await runTool('array-integer-mode', { values })).to.deep.equal({ modes, count });
      }),
      { numRuns: RUNS },
    );
  });

  it('array-integer-ranks: 1 + the number of strictly smaller values', async () => {
    await fc.assert(
      fc.asyncProperty(integerList(1), async (values) => {
        const ranks = values.map((v) => 1 + values.filter((w) => new D(w).lt(v)).length);
        expect(await runTool('array-integer-ranks', { values })).to.deep.equal({ ranks });
      }),
      { numRuns: RUNS },
    );
  });

  it('array-integer-clamp, and an inverted range refused at /min', async () => {
    const bound = fc.option(integerText, { nil: undefined });
    await fc.assert(
      fc.asyncProperty(integerList(), bound, bound, async (values, min, max) => {
        const input = { values, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
        const r = await outcome('array-integer-clamp', input);
        if (min === undefined && max === undefined) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        if (min !== undefined && max !== undefined && new D(min).gt(max)) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/min' });
        const clamped = values.map((v) => {
          let d = new D(v);
          if (min !== undefined && d.lt(min)) d = new D(min);
          if (max !== undefined && d.gt(max)) d = new D(max);
          return canon(d);
        });
        expect(r).to.deep.equal({ ok: true, value: { values: clamped } });
      }),
      { numRuns: RUNS },
    );
  });
});

type RationalText = { numerator: string; denominator: string };

const rationalText: fc.Arbitrary<RationalText> = fc.record({
  numerator: fc.oneof(fc.integer({ min: -6, max: 6 }).map(String), integerText),
  denominator: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -6, max: 6 }).filter((d) => d !== 0).map(String) }, { weight: 3, arbitrary: integerText.filter((d) => !/^-?0$/.test(d)) }, { weight: 1, arbitrary: fc.constantFrom('0', '-0') }),
});
/** Denominators whose least common multiple passes 10000 digits (about eleven unrelated 1000-digit numbers). */
const wideLcm = fc.array(fc.record({ numerator: fc.constant('1'), denominator: digits(1000, 1001) }), { minLength: 11, maxLength: 12 });

const frac = (r: RationalText) => new Fraction(BigInt(r.numerator), BigInt(r.denominator));
const fracText = (f: Fraction) => ({ numerator: String(f.s * f.n), denominator: String(f.d) });
const isZeroDen = (r: RationalText) => /^-?0$/.test(r.denominator);

/** Rule "division_by_zero first, then the LCM limit": the fault every rational tool shares. */
function rationalFault(values: RationalText[], withLimit: boolean): { code: string; pointer: string } | null {
  const zero = values.findIndex(isZeroDen);
  if (zero >= 0) return { code: 'division_by_zero', pointer: `/values/${zero}/denominator` };
  if (!withLimit) return null;
  const lcm = values.reduce((l, v) => l.lcm(new Fraction(BigInt(v.denominator)).abs()), new Fraction(1));
  return String(lcm.n).length > 10_000 ? { code: 'limit_exceeded', pointer: '/values' } : null;
}

describe('differential: rationals against fraction.js', () => {
  const list = (minLength: number) => fc.oneof({ weight: 9, arbitrary: fc.array(rationalText, { minLength, maxLength: 10 }) }, { weight: 1, arbitrary: wideLcm });

  it('array-rational-sum and array-rational-mean', async () => {
    await fc.assert(
      fc.asyncProperty(list(0), async (values) => {
        const fault = rationalFault(values, true);
        const sum = await outcome('array-rational-sum', { values });
        const mean = await outcome('array-rational-mean', { values });
        if (fault) {
          expect(sum).to.deep.include({ ok: false, ...fault });
          if (values.length > 0) expect(mean).to.deep.include({ ok: false, ...fault });
          return;
        }
        const total = values.reduce((s, v) => s.add(frac(v)), new Fraction(0));
        expect(sum).to.deep.equal({ ok: true, value: fracText(total) });
        if (values.length === 0) expect(mean).to.deep.include({ ok: false, code: 'invalid_input' });
        else expect(mean).to.deep.equal({ ok: true, value: fracText(total.div(values.length)) });
      }),
      { numRuns: RUNS },
    );
  });

  it('array-rational-min-max', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rationalText, { minLength: 1, maxLength: 10 }), async (values) => {
        const fault = rationalFault(values, false);
        const r = await outcome('array-rational-min-max', { values });
        if (fault) return void expect(r).to.deep.include({ ok: false, ...fault });
        const fs = values.map(frac);
        const min = fs.reduce((m, f) => (f.compare(m) < 0 ? f : m));
        const max = fs.reduce((m, f) => (f.compare(m) > 0 ? f : m));
        expect(r).to.deep.equal({ ok: true, value: { min: fracText(min), max: fracText(max) } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: angle-dms-convert against fraction.js', () => {
  const ARCSEC = { deg: 3600, arcmin: 60, arcsec: 1 } as const;
  const unit = fc.constantFrom('deg', 'arcmin', 'arcsec') as fc.Arbitrary<keyof typeof ARCSEC>;
  const decimalText = fc.oneof(
    fc.tuple(integerText.filter((v) => v.length < 900), fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 40 }), { nil: undefined })).map(([i, f]) => (f === undefined ? i : `${i}.${f}`)),
    fc.constantFrom('0.1', '-0.00', '-0', '0.0000000001', '1.5000', '359.9999'),
  );

  it('converts exactly, reduced, and refuses what is not a plain decimal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: decimalText }, { weight: 1, arbitrary: fc.constantFrom('+1', '1.', '.5', '1e3', '01', '1,5', ' 1', '12°', '') }), unit, unit, async (value, from, to) => {
        const r = await outcome('angle-dms-convert', { value, from, to });
        if (!/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value)) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        expect(r).to.deep.equal({ ok: true, value: fracText(new Fraction(value).mul(ARCSEC[from]).div(ARCSEC[to])) });
      }),
      { numRuns: RUNS },
    );
  });
});
