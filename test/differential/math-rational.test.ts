// Differential tests, math category, rational tools (group G): each tool against CPython's
// fractions.Fraction (one python3 run per test with every sampled input, skipped when python3 is
// absent outside CI), fraction.js (BigInt-backed), decimal.js and mathjs (with fractions).
//
// Oracles per tool:
//   rational-simplify             Fraction(n, d) for lowest terms and math.gcd for the common factor;
//                                 fraction.js toFraction(true) for the mixed-number text ("-3 1/2").
//                                 No disagreement found.
//   rational-expression-evaluate  CPython evaluating the same text with every number wrapped as
//                                 Fraction('...') and ^ written ** (Python's precedence is the
//                                 contract's: -2**2 = -4, ** right-associative, 2**-1 allowed); mathjs
//                                 evaluate with {number: 'Fraction'}. Pinned: a fractional exponent
//                                 with a rational root (4^(1/2)) is refused by rule 6 while mathjs
//                                 answers 2, case "rule 6, a fractional exponent is refused ...".
//   rational-to-decimal           fraction.js toString (repeating block in parentheses) for the exact
//                                 expansion; decimal.js for rounding, p/q computed to (digits + scale +
//                                 1200) significant digits by truncation (more than the 1001 digits
//                                 past the scale a remainder needs to show), then toFixed(scale, mode).
//                                 Pinned: a negative value rounding to zero is "0", decimal.js writes
//                                 "-0", case "rule 5, -1/8 toward +infinity (ceiling) ...".
//   rational-from-decimal         fraction.js parsing "I.A(B)". No disagreement found.
//   rational-approximate          CPython Fraction.limit_denominator. No disagreement found.
//   rational-continued-fraction   fraction.js toContinued for positive values; for every value, the
//                                 terms folded back with fraction.js arithmetic. Pinned: fraction.js
//                                 toContinued drops the sign of a negative value (-415/93 gives
//                                 [4, 2, 6, 7]), case "rule 2, negative values: -415/93 ...".
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { all, create, type FactoryFunctionMap } from 'mathjs';
import { outcome, runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';

const RUNS = 200;
type R = { numerator: string; denominator: string };

function python(script: string, tasks: unknown[]): unknown[] {
  const py = spawnSync('python3', ['-c', script], { input: JSON.stringify(tasks), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
  return JSON.parse(py.stdout) as unknown[];
}

/** Samples a fast-check arbitrary from the global seed, as the other differential files do. */
function samples<T>(arb: fc.Arbitrary<T>, n = RUNS): T[] {
  return fc.sample(arb, { numRuns: n });
}

const wide = fc.oneof(fc.bigInt({ min: -12n, max: 12n }), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }));
const nonZero = fc.oneof(fc.bigInt({ min: 1n, max: 12n }), fc.bigInt({ min: 1n, max: 10n ** 30n })).chain((d) => fc.constantFrom(d, -d));
const fraction = fc.tuple(wide, nonZero);

describe('differential: rational-simplify against CPython Fraction and fraction.js', function () {
  it('lowest terms, common factor and mixed number', async function () {
    if (!hasProgram('python3')) this.skip();
    const inputs = samples(fraction);
    const script = 'import json,sys,math\nfrom fractions import Fraction as F\nout=[]\nfor n,d in json.load(sys.stdin):\n  f=F(int(n),int(d)); out.append([str(f.numerator),str(f.denominator),str(math.gcd(int(n),int(d)))])\nprint(json.dumps(out))';
    const expected = python(script, inputs.map(([n, d]) => [String(n), String(d)])) as string[][];
    for (const [i, [n, d]] of inputs.entries()) {
      const out = (await runTool('rational-simplify', { value: `${n}/${d}` })) as R & { common_factor: string; mixed_text: string };
      const [pn, pd, g] = expected[i]!;
      expect([out.numerator, out.denominator], `${n}/${d}`).to.deep.equal([pn, pd]);
      expect(out.common_factor).to.equal(n === 0n ? String(d < 0n ? -d : d) : g);
      expect(out.mixed_text).to.equal(new Fraction(n, d).toFraction(true));
    }
  });
});

// Expression trees printed with the fewest parentheses the shared precedence allows, spaces at random.
type Tree = { k: 'num'; text: string } | { k: 'neg'; x: Tree } | { k: 'bin'; op: string; l: Tree; r: Tree } | { k: 'pow'; b: Tree; e: Tree };
const leaf: fc.Arbitrary<Tree> = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 12n }).map((n) => ({ k: 'num' as const, text: String(n) })),
  fc.tuple(fc.nat({ max: 999 }), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 8 })).map(([i, f]) => ({ k: 'num' as const, text: `${i}.${f}` })),
  fc.constantFrom('0', '1', '2', '0.5').map((text) => ({ k: 'num' as const, text })),
);
const exp: fc.Arbitrary<Tree> = fc.integer({ min: -3, max: 3 }).map((e) => {
  const l: Tree = { k: 'num', text: String(Math.abs(e)) };
  return e < 0 ? { k: 'neg', x: l } : l;
});
const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    leaf,
    tie('tree').map((x) => ({ k: 'neg' as const, x })),
    fc.tuple(fc.constantFrom('+', '-', '*', '/'), tie('tree'), tie('tree')).map(([op, l, r]) => ({ k: 'bin' as const, op, l, r })),
    fc.tuple(tie('tree'), exp).map(([b, e]) => ({ k: 'pow' as const, b, e })),
  ),
}));
const prec = (t: Tree) => (t.k === 'num' ? 5 : t.k === 'pow' ? 4 : t.k === 'neg' ? 3 : t.op === '+' || t.op === '-' ? 1 : 2);
const wrap = (s: string, yes: boolean) => (yes ? `(${s})` : s);
function print(t: Tree, sp: () => string): string {
  if (t.k === 'num') return t.text;
  if (t.k === 'neg') return `-${sp()}${wrap(print(t.x, sp), prec(t.x) < 3)}`;
  if (t.k === 'pow') return `${wrap(print(t.b, sp), prec(t.b) <= 4)}${sp()}^${sp()}${wrap(print(t.e, sp), prec(t.e) < 3)}`;
  const p = prec(t);
  return `${wrap(print(t.l, sp), prec(t.l) < p)}${sp()}${t.op}${sp()}${wrap(print(t.r, sp), prec(t.r) <= p)}`;
}
const expression = fc.tuple(tree, fc.array(fc.boolean(), { minLength: 64, maxLength: 64 })).map(([t, bits]) => {
  let i = 0;
  return print(t, () => (bits[i++ % bits.length] ? ' ' : ''));
});

describe('differential: rational-expression-evaluate against CPython Fraction and mathjs', function () {
  const math = create(all as FactoryFunctionMap, { number: 'Fraction' });
  it('agrees with Fraction arithmetic on the same text (^ as **, numbers as Fraction literals)', async function () {
    if (!hasProgram('python3')) this.skip();
    const texts = samples(expression);
    const script = [
      'import json,sys,re',
      'from fractions import Fraction as F',
      'out=[]',
      'for t in json.load(sys.stdin):',
      "  py=re.sub(r'[0-9]+(\\.[0-9]+)?', lambda m: \"F('\"+m.group(0)+\"')\", t).replace('^','**')",
      '  try:',
      '    v=eval(py); out.append([str(v.numerator),str(v.denominator)])',
      '  except ZeroDivisionError:',
      "    out.append('division_by_zero')",
      'print(json.dumps(out))',
    ].join('\n');
    const expected = python(script, texts);
    for (const [i, text] of texts.entries()) {
      const got = await outcome('rational-expression-evaluate', { expression: text });
      const want = expected[i];
      if (want === 'division_by_zero') {
        expect(got, text).to.deep.include({ ok: false, code: 'division_by_zero' });
        continue;
      }
      const [n, d] = want as string[];
      expect(got, text).to.deep.equal({ ok: true, value: { numerator: n, denominator: d, text: d === '1' ? n : `${n}/${d}` } });
      const m = math.evaluate(text) as { s: bigint; n: bigint; d: bigint };
      expect([String(m.s * m.n), String(m.d)], `mathjs ${text}`).to.deep.equal([n, d]);
    }
  });
});

describe('differential: rational-to-decimal against fraction.js and decimal.js', () => {
  it('exact expansion with the repeating block, as fraction.js toString writes it', async () => {
    await fc.assert(
      fc.asyncProperty(wide, fc.bigInt({ min: 1n, max: 1999n }).chain((d) => fc.constantFrom(d, -d)), async (n, d) => {
        const out = (await runTool('rational-to-decimal', { value: `${n}/${d}` })) as { decimal: string };
        expect(out.decimal, `${n}/${d}`).to.equal(new Fraction(n, d).toString(20_000));
      }),
      { numRuns: RUNS },
    );
  });

  it('rounded to a scale in each of the seven modes', async () => {
    const modes = { half_even: Decimal.ROUND_HALF_EVEN, half_up: Decimal.ROUND_HALF_UP, half_down: Decimal.ROUND_HALF_DOWN, up: Decimal.ROUND_UP, down: Decimal.ROUND_DOWN, ceiling: Decimal.ROUND_CEIL, floor: Decimal.ROUND_FLOOR } as const;
    await fc.assert(
      fc.asyncProperty(fraction, fc.integer({ min: 0, max: 30 }), fc.constantFrom(...(Object.keys(modes) as (keyof typeof modes)[])), async ([n, d], scale, rounding) => {
        const out = (await runTool('rational-to-decimal', { value: `${n}/${d}`, scale, rounding })) as { decimal: string };
        const D = Decimal.clone({ precision: 1001 + scale + 1200, rounding: Decimal.ROUND_DOWN, toExpPos: 9e15, toExpNeg: -9e15 });
        let want = new D(String(n)).div(String(d)).toFixed(scale, modes[rounding]);
        if (/^-0(\.0+)?$/.test(want)) want = want.slice(1); // pinned: no negative zero
        expect(out.decimal, `${n}/${d} ${scale} ${rounding}`).to.equal(want);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: rational-from-decimal against fraction.js', () => {
  it('reads I.A(B) to the same fraction', async () => {
    const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    const text = fc.tuple(fc.boolean(), fc.oneof(fc.constant('0'), fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 30)).map(([h, t]) => `${h}${t}`)), digits(0, 12), fc.option(digits(1, 12))).map(
      ([neg, int, fixed, block]) => `${neg ? '-' : ''}${int}${fixed === '' && block === null ? '' : '.'}${fixed}${block === null ? '' : `(${block})`}`,
    );
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        const out = (await runTool('rational-from-decimal', { decimal: t })) as R;
        const f = new Fraction(t);
        expect([out.numerator, out.denominator], t).to.deep.equal([String(f.s * f.n), String(f.d)]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: rational-approximate against CPython Fraction.limit_denominator', function () {
  it('the same best approximation, ties included', async function () {
    if (!hasProgram('python3')) this.skip();
    const max = fc.oneof(fc.bigInt({ min: 1n, max: 12n }), fc.bigInt({ min: 1n, max: 10n ** 15n }));
    const midway = fc.tuple(fc.bigInt({ min: -50n, max: 50n }), fc.bigInt({ min: 1n, max: 20n })).map(([a, b]) => [2n * a + 1n, 2n * b] as [bigint, bigint]);
    const inputs = samples(fc.tuple(fc.oneof(fraction, midway), max));
    const script = 'import json,sys\nfrom fractions import Fraction as F\nout=[]\nfor n,d,m in json.load(sys.stdin):\n  f=F(int(n),int(d)).limit_denominator(int(m)); out.append([str(f.numerator),str(f.denominator)])\nprint(json.dumps(out))';
    const expected = python(script, inputs.map(([[n, d], m]) => [String(n), String(d), String(m)])) as string[][];
    for (const [i, [[n, d], m]] of inputs.entries()) {
      const out = (await runTool('rational-approximate', { value: `${n}/${d}`, max_denominator: String(m) })) as R;
      expect([out.numerator, out.denominator], `${n}/${d} max ${m}`).to.deep.equal(expected[i]);
    }
  });
});

describe('differential: rational-continued-fraction against fraction.js', () => {
  it('toContinued for positive values, and the terms fold back to the value', async () => {
    await fc.assert(
      fc.asyncProperty(fraction, async ([n, d]) => {
        const out = (await runTool('rational-continued-fraction', { value: `${n}/${d}`, include_convergents: false })) as R & { terms: string[] };
        const f = new Fraction(n, d);
        if (f.s > 0n) expect(out.terms, `${n}/${d}`).to.deep.equal(f.toContinued().map(String));
        let back = new Fraction(out.terms.at(-1)!);
        for (let i = out.terms.length - 2; i >= 0; i--) back = new Fraction(out.terms[i]!).add(back.inverse());
        expect(back.equals(f), `${n}/${d}`).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });
});
