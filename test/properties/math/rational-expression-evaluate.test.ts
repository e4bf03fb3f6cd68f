import { expect } from 'chai';
import fc from 'fast-check';
import type { ToolError } from '../../../impl/lib/tool-error.js';
import { outcome, runTool } from '../../support/direct.js';
import { type Frac, normalize } from './math-arbitraries.js';

// Random expression trees, printed twice: fully parenthesized, and with the fewest parentheses the
// precedence rules allow (^ right-associative above unary minus above * / above + -). Both must
// evaluate to the reference value computed on the tree with naive fractions.
type Tree =
  | { k: 'num'; text: string; v: Frac }
  | { k: 'neg'; x: Tree }
  | { k: 'bin'; op: '+' | '-' | '*' | '/'; l: Tree; r: Tree }
  | { k: 'pow'; base: Tree; e: Tree };

const num: fc.Arbitrary<Tree> = fc.oneof(
  fc.integer({ min: 0, max: 20 }).map((n) => ({ k: 'num' as const, text: String(n), v: [BigInt(n), 1n] as Frac })),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 3 })).map(([n, s]) => {
    const text = `${Math.floor(n / 10)}.${String(n % 10).padStart(s, '0')}`;
    return { k: 'num' as const, text, v: normalize([BigInt(text.replace('.', '')), 10n ** BigInt(s)]) };
  }),
);
const exponent: fc.Arbitrary<Tree> = fc.integer({ min: -3, max: 3 }).map((e) => {
  const leaf: Tree = { k: 'num', text: String(Math.abs(e)), v: [BigInt(Math.abs(e)), 1n] };
  return e < 0 ? { k: 'neg', x: leaf } : leaf;
});
const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    num,
    tie('tree').map((x) => ({ k: 'neg' as const, x })),
    fc.tuple(fc.constantFrom('+' as const, '-' as const, '*' as const, '/' as const), tie('tree'), tie('tree')).map(([op, l, r]) => ({ k: 'bin' as const, op, l, r })),
    fc.tuple(tie('tree'), exponent).map(([base, e]) => ({ k: 'pow' as const, base, e })),
  ),
}));

const prec = (t: Tree) => (t.k === 'num' ? 5 : t.k === 'pow' ? 4 : t.k === 'neg' ? 3 : t.op === '+' || t.op === '-' ? 1 : 2);
const wrap = (s: string, yes: boolean) => (yes ? `(${s})` : s);

function full(t: Tree): string {
  if (t.k === 'num') return t.text;
  if (t.k === 'neg') return `(-${full(t.x)})`;
  if (t.k === 'pow') return `(${full(t.base)}^${full(t.e)})`;
  return `(${full(t.l)} ${t.op} ${full(t.r)})`;
}
function minimal(t: Tree): string {
  if (t.k === 'num') return t.text;
  if (t.k === 'neg') return `-${wrap(minimal(t.x), prec(t.x) < 3)}`;
  if (t.k === 'pow') return `${wrap(minimal(t.base), prec(t.base) <= 4)}^${wrap(minimal(t.e), prec(t.e) < 3)}`;
  const p = prec(t);
  return `${wrap(minimal(t.l), prec(t.l) < p)}${t.op}${wrap(minimal(t.r), prec(t.r) <= p)}`;
}

function evaluate(t: Tree): Frac {
  if (t.k === 'num') return t.v;
  if (t.k === 'neg') { const [n, d] = evaluate(t.x); return [-n, d]; }
  if (t.k === 'pow') {
    const [n, d] = evaluate(t.base);
    const e = evaluate(t.e)[0];
    if (n === 0n && e < 0n) throw new Error('division_by_zero');
    const m = e < 0n ? -e : e;
    return e < 0n ? normalize([d ** m, n ** m]) : normalize([n ** m, d ** m]);
  }
  const [a, b] = evaluate(t.l);
  const [c, d] = evaluate(t.r);
  switch (t.op) {
    case '+': return normalize([a * d + c * b, b * d]);
    case '-': return normalize([a * d - c * b, b * d]);
    case '*': return normalize([a * c, b * d]);
    case '/':
      if (c === 0n) throw new Error('division_by_zero');
      return normalize([a * d, b * c]);
  }
}

describe('rational-expression-evaluate properties', () => {
  it('the fully parenthesized and the minimally parenthesized text both give the exact value of the tree', async () => {
    await fc.assert(
      fc.asyncProperty(tree, async (t) => {
        let expected: unknown;
        try {
          const [n, d] = evaluate(t);
          expected = { ok: true, value: { numerator: String(n), denominator: String(d), text: d === 1n ? String(n) : `${n}/${d}` } };
        } catch {
          expected = { code: 'division_by_zero' };
        }
        for (const text of [full(t), minimal(t)]) {
          const got = await outcome('rational-expression-evaluate', { expression: text });
          if ('ok' in (expected as object)) expect(got, text).to.deep.equal(expected);
          else expect(got, text).to.deep.include({ ok: false, code: 'division_by_zero' });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a syntax fault names the offset of the offending character', async () => {
    await fc.assert(
      fc.asyncProperty(tree, fc.constantFrom('x', ')', '*', '.', '$'), async (t, bad) => {
        const text = full(t);
        const error = await runTool('rational-expression-evaluate', { expression: text + bad }).then(
          () => null,
          (e: unknown) => e as ToolError,
        );
        expect(error?.code).to.equal('invalid_input');
        // the bad character itself, or just past it for "*" (a missing operand) and "." after an integer
        const at = bad === '*' || (bad === '.' && /(^|[^0-9.])[0-9]+$/.test(text)) ? text.length + 1 : text.length;
        expect(error!.message, text + bad).to.match(new RegExp(`^at offset ${at}:`));
        expect(error!.extra).to.deep.equal({ offset: at });
      }),
      { numRuns: 100 },
    );
  });

  it('any text over the grammar characters is answered or refused with a listed code, never a crash', async () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789.+-*/^() \t9'.split(''), 'é', '\u{1F600}'), minLength: 1, maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(text, async (expression) => {
        const got = await outcome('rational-expression-evaluate', { expression });
        if (!got.ok) expect(['invalid_input', 'limit_exceeded', 'division_by_zero'], expression).to.include(got.code);
      }),
      { numRuns: 300 },
    );
  });
});
